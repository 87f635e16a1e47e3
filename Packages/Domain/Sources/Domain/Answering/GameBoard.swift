/// What a game is played with: the loaded countries and the matcher that grades typed answers.
public struct GameBoard: Sendable {
  /// Every country, sorted the way replies list them (by folded common name).
  public let countries: [Country]
  public let matcher: any AnswerMatcher
  private let byCode: [String: Country]
  private let foldedNames: [String]

  /// `countries` in any order: the board sorts them by name, so indices mean the same everywhere.
  public init(countries: [Country], matcher: any AnswerMatcher) {
    let sorted = countries.map { (key: TextFolding.fold($0.commonName), country: $0) }
      .sorted { ($0.key, $0.country.cca2) < ($1.key, $1.country.cca2) }
    self.countries = sorted.map(\.country)
    self.matcher = matcher
    byCode = Dictionary(countries.map { ($0.cca2, $0) }) { first, _ in first }
    foldedNames = sorted.map(\.key)
  }

  public func country(_ code: String) -> Country? { byCode[code] }

  /// A country's neighbours, by name.
  public func neighbours(of country: Country) -> [Country] {
    let codes = Set(country.borders)
    return countries.filter { codes.contains($0.cca3) }
  }

  /// The countries of `group`, by name.
  public func members(of group: CountryGroup) -> [Country] {
    countries.filter(group.contains)
  }

  /// The countries whose common name starts with `prefix`, ignoring case and accents, by name.
  public func countries(startingWith prefix: String) -> [Country] {
    let key = TextFolding.fold(prefix)
    guard !key.isEmpty else { return [] }
    return countries.indices.filter { foldedNames[$0].hasPrefix(key) }.map { countries[$0] }
  }
}
