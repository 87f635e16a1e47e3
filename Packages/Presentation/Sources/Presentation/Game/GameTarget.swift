import Domain
import LanguagePacks

/// What a name-them-all asks for: the countries starting with some letters, of a group, or
/// bordering a country.
public enum GameTarget: Sendable, Equatable, Hashable {
  case prefix(String)
  case group(CountryGroup)
  case neighbours(String)

  /// How many letters a prefix game gives away already.
  var prefixLength: Int? {
    if case .prefix(let prefix) = self { return prefix.count }
    return nil
  }

  /// The members, in name order: what the game's indices count. In another language than English,
  /// the countries whose names start with the letters as that language writes them, and every list
  /// in that language's name order.
  func members(on board: GameBoard, in language: Language = .english) -> [Country] {
    let book = GamePhrasebook.of(language)
    switch self {
    case .prefix(let prefix) where language != .english:
      let key = TextFolding.fold(prefix)
      guard !key.isEmpty else { return [] }
      return Self.sorted(
        board.countries.filter { TextFolding.fold(book.plainName($0)).hasPrefix(key) }, book)
    case .prefix(let prefix): return board.countries(startingWith: prefix)
    case .group(let group):
      let members = board.members(of: group)
      return language == .english ? members : Self.sorted(members, book)
    case .neighbours(let code):
      let members = board.country(code).map(board.neighbours) ?? []
      return language == .english ? members : Self.sorted(members, book)
    }
  }

  private static func sorted(_ countries: [Country], _ book: GamePhrasebook) -> [Country] {
    countries.map { (TextFolding.fold(book.plainName($0)), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// "the countries in South America", for the question and the summary.
  func description(on board: GameBoard, in book: GamePhrasebook) -> String {
    switch self {
    case .prefix(let prefix): book.text(.targetPrefix, ["value": Self.shown(prefix, book)])
    case .group(.world): book.text(.targetWorld)
    case .group(.region(let name)): book.text(.targetRegion, ["value": book.region(name)])
    case .group(.language(let name)):
      book.text(.targetLanguage, ["value": book.languageName(name, on: board)])
    case .group(.currency(let code)):
      book.text(.targetCurrency, ["value": book.currencyName(code)])
    case .neighbours(let code):
      book.text(.targetNeighbours, ["country": book.name(code, on: board)])
    }
  }

  /// Why a country is not an answer: "Spain is not in South America."
  func excludes(_ country: Country, on board: GameBoard, in book: GamePhrasebook) -> String {
    let name = book.title(country)
    switch self {
    case .prefix(let prefix):
      return book.text(.excludePrefix, ["country": name, "value": Self.shown(prefix, book)])
    case .group(.world): return book.text(.excludeWorld, ["country": name])
    case .group(.region(let region)):
      return book.text(.excludeRegion, ["country": name, "value": book.region(region)])
    case .group(.language(let language)):
      return book.text(
        .excludeLanguage, ["country": name, "value": book.languageName(language, on: board)])
    case .group(.currency(let code)):
      return book.text(.excludeCurrency, ["country": name, "value": book.currencyName(code)])
    case .neighbours(let code):
      return code == country.cca2
        ? book.text(.excludeItself, ["country": book.name(country)])
        : book.text(
          .excludeNeighbour, ["country": name, "other": book.name(code, on: board)])
    }
  }

  private static func shown(_ prefix: String, _ book: GamePhrasebook) -> String {
    book.text(.quoted, ["value": Wording.capitalized(DisplayText.sanitized(prefix))])
  }
}
