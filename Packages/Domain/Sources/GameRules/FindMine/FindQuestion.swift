import Domain

/// One yes-or-no question the quiz can ask about the country a player thinks of, answerable from
/// the data alone. Values name regions, currencies and languages as the data does, and countries
/// by code; Presentation words them.
public enum FindQuestion: Sendable, Equatable, Hashable {
  /// Is it in this region ("Africa")?
  case region(String)
  /// Is it in this subregion ("South America")?
  case subregion(String)
  /// Has it no coast?
  case landlocked
  /// Has it a coast but no land border (an island nation)?
  case island
  /// Has it more than this many people?
  case morePeople(Int)
  /// Is it larger than this many square kilometres?
  case larger(Int)
  /// Does it border the country of this cca3 code?
  case borders(String)
  /// Does it use the currency of this code ("EUR")?
  case currency(String)
  /// Is this language (ISO 639-3 code, "spa") one of its languages?
  case language(String)
  /// Does its name, as the game's language writes it, start with this letter ("p")?
  case nameStarts(Character)
  /// Is it north of the equator?
  case north
  /// Does it drive on the left?
  case drivesLeft
  /// Is it this country (cca2 code)? The quiz's guess.
  case country(String)

  /// Whether the answer for `country` is yes, with names read in `language`; nil when the data
  /// cannot say (no coordinates, no driving side, no coastline data).
  public func holds(for country: Country, in language: Domain.Language) -> Bool? {
    switch self {
    case .region(let name): return country.region == name
    case .subregion(let name): return country.subregion == name
    case .landlocked: return country.isLandlocked
    case .island: return country.isLandlocked.map { !$0 && country.borders.isEmpty }
    case .morePeople(let count): return country.population > count
    case .larger(let area): return country.area > Double(area)
    case .borders(let code): return country.borders.contains(code)
    case .currency(let code): return country.currencies.contains { $0.code == code }
    case .language(let code): return country.languages.contains { $0.code == code }
    case .nameStarts(let letter): return Self.initial(of: country, in: language) == letter
    case .north: return country.coordinates.map { $0.latitude > 0 }
    case .drivesLeft: return country.drivingSide.map { $0 == .left }
    case .country(let code): return country.cca2 == code
    }
  }

  /// The first letter of the country's name in `language`, folded ("é" is "e"); nil when it is
  /// no letter a to z.
  static func initial(of country: Country, in language: Domain.Language) -> Character? {
    guard let first = country.name(in: language).first else { return nil }
    // Most names begin with a letter a to z: only the others are folded ("Å" is "a").
    let letter = first.isASCII ? first : TextFolding.fold(String(first)).first
    guard let letter, letter.isASCII, letter.isLetter else { return nil }
    return Character(letter.lowercased())
  }

  /// Whether this is the quiz's guess at one country.
  public var isGuess: Bool {
    if case .country = self { return true }
    return false
  }
}

/// One question asked and how the player answered: yes, no, or nil for "don't know".
public struct FindClue: Sendable, Equatable, Hashable {
  public let question: FindQuestion
  public let answer: Bool?

  public init(_ question: FindQuestion, _ answer: Bool?) {
    self.question = question
    self.answer = answer
  }

  /// Whether `country` fits this answer (a "don't know" fits every country; so does a question
  /// the data cannot answer for it).
  func admits(_ country: Country, in language: Domain.Language) -> Bool {
    guard let answer, let holds = question.holds(for: country, in: language) else { return true }
    return holds == answer
  }
}
