import Domain
import Foundation
import LanguagePacks

extension GamePhrasebook {

  /// A page's game panel, as templates over `{count}` and `{total}`: the score, the countries named
  /// so far, the question being asked; and the words of its buttons (hint, skip, score, stop).
  public var panel: (score: String, named: String, question: String) {
    (texts[.panelScore] ?? "", texts[.panelNamed] ?? "", texts[.panelQuestion] ?? "")
  }

  /// The name of a kind of game in this language ("Drapeaux"), for a page's game panel.
  public func name(of mode: GameMode) -> String {
    let kind: Kind
    switch mode {
    case .mixed: kind = .modeMixed
    case .capitals: kind = .modeCapitals
    case .countries: kind = .modeCountries
    case .flags: kind = .modeFlags
    case .codes: kind = .modeCodes
    case .shapes: kind = .modeShapes
    case .higherLower: kind = .modeHigherLower
    case .nameAll: kind = .modeNameAll
    case .daily: kind = .modeDaily
    case .lookAlike: return LearningWords.of(language).text(.modeLookAlike)
    case .findMine: return FindMinePhrasebook.table(for: language).text(.modeName)
    case .mystery: return MysteryWords.table(for: language).text(.name)
    case .mysteryDaily: return MysteryWords.table(for: language).text(.dailyName)
    case .travle: return TravleWords.table(for: language).text(.name)
    case .travleDaily: return TravleWords.table(for: language).text(.dailyName)
    }
    return text(kind)
  }

  /// The first word of each of the game's commands a page offers as a button.
  public var buttons: [String] {
    [GameCommand.hint, .skip, .score, .stop].compactMap { commands[$0]?.first }
  }

  /// Ways to start a game a page offers as buttons: any game, and the day's challenge.
  public var startButtons: [String] {
    [suggestions.first, suggestions.last].compactMap { $0 }
  }

  /// The headings of a results table: the question and answer columns, or the countries not named.
  public var tableHeadings: (question: String, answer: String, notNamed: String) {
    (text(.tableQuestion), text(.tableAnswer), text(.tableNotNamed))
  }

  /// The phrasebook of `language`.
  public static func of(_ language: Language) -> GamePhrasebook {
    table(for: language)
  }

  func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    Placeholders.fill(texts[kind] ?? "", with: values)
  }

  /// Names and numbers in this language: English keeps its own ("the Bahamas", "about 34 million").
  private var names: LocalNames? { Phrasebook.of(language).map(LocalNames.init) }

  /// A country's name as this language writes it, as it stands in a sentence.
  func name(_ country: Country) -> String {
    names?.country(country) ?? ReplyPresenter.displayName(country)
  }

  /// The name alone, as a list shows it ("Bahamas").
  func plainName(_ country: Country) -> String {
    names?.country(country) ?? country.names.common
  }

  /// The same, capitalized to begin a sentence.
  func title(_ country: Country) -> String { Wording.capitalized(name(country)) }

  /// The country of `code`, named; the code itself when the data has no such country.
  func name(_ code: String, on board: GameBoard) -> String {
    board.country(code).map(name) ?? code
  }

  func capitals(_ country: Country) -> [String] {
    names?.capitals(country) ?? country.capitals
  }

  func region(_ name: String) -> String { names?.region(name) ?? name }

  /// A language the data names ("Spanish"), as this language calls it ("espagnol").
  func languageName(_ name: String, on board: GameBoard) -> String {
    guard let names else { return name }
    for country in board.countries {
      if let language = country.languages.first(where: { $0.name == name }) {
        return names.language(language)
      }
    }
    return name
  }

  /// A currency by its code, as this language names it ("euro (EUR)"); the code in English.
  func currencyName(_ code: String) -> String {
    names?.currency(Country.Currency(code: code, name: code, symbol: "")) ?? code
  }

  func number(_ value: Int) -> String { names?.number(value) ?? String(value) }

  /// "a, b or c".
  func either(_ items: [String]) -> String {
    Wording.list(items, conjunction: text(.or))
  }

  /// "about 34 million people", "451 people".
  func people(_ count: Int) -> String {
    guard let names else { return Numbers.rounded(count) + " people" }
    let scales: [(Double, Kind)] = [(1e9, .aboutBillion), (1e6, .aboutMillion)]
    for (scale, kind) in scales where Double(count) >= scale {
      let value = names.phrasebook.numbers.significant(Double(count) / scale, digits: 3)
      return text(.people, ["value": text(kind, ["value": value])])
    }
    return text(.people, ["value": names.number(count)])
  }

  /// "1,285,216 km²".
  func area(_ squareKilometres: Double) -> String {
    names?.area(squareKilometres.rounded()) ?? Numbers.roundedArea(squareKilometres)
  }

}
