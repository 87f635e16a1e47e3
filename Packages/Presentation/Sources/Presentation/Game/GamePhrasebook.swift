import Domain
import Foundation

/// What the quiz game reads and says in one language: the words that start a game ("quiz sur les
/// capitales"), name its kind, its clock and its commands, and every sentence of play, as templates
/// over `{country}`, `{other}`, `{value}`, `{count}`, `{total}`… One per language, each in its own
/// file (`GamePhrasebook+French.swift`); English's words work in every language too.
/// `PhrasebookContractTests` walks every language × every kind, so nothing falls back to English
/// unnoticed.
public struct GamePhrasebook: Sendable {
  enum Kind: String, CaseIterable, Sendable {
    // Starting, help and the end.
    case letsPlay, youHave, help, gamesLine, cannotPlay, gameOver, timeUp, dataChanged
    case newBest, record, oneGame, games, oneDay, days
    // Questions and their short forms for the results.
    case questionOf, qCapital, qCountryOfCapital, qFlag, qCode, qMorePeople, qLarger
    case sCapital, sCountryOfCapital, sFlag, sCode, sMorePeople, sLarger
    // Play.
    case right, answerEither, comparison, people, aboutMillion, aboutBillion, namedAll
    case nothingToSkip, skipped, timeLeft, statusNamed, statusScore
    case summaryRounds, missed, summaryNameAll, nameThem, theCountries
    // Hints.
    case noHint, noMoreHints, hint, hintMeasure, hintRegion, hintNoRegion, hintNameStarts
    case hintNoBorder, hintBorders, hintCapital, hintCityStarts, hintCityLetters, hintCityBegins
    // What a name-them-all asks for, and why a country is not an answer.
    case targetPrefix, targetWorld, targetRegion, targetLanguage, targetCurrency, targetNeighbours
    case excludePrefix, excludeWorld, excludeRegion, excludeLanguage, excludeCurrency
    case excludeItself, excludeNeighbour
    // Grading.
    case unknownCountry, unknownCountryNamed, couldBeWhich, couldBe, isNot, alreadyNamed
    case spelled, closeToMany, wrongCapital, isACountry, capitalIs, notDifferent, different
    case accepted, or
    // A country named in a name-them-all ("✓ Peru!"), a typed text quoted, and the headings of a
    // shell's results table.
    case named, quoted, tableQuestion, tableAnswer, tableNotNamed
    // A page's game panel: the score, and how far the game is.
    case panelScore, panelNamed, panelQuestion
    // The name of each kind of game, for the panel.
    case modeMixed, modeCapitals, modeCountries, modeFlags, modeCodes, modeHigherLower, modeNameAll
    case modeDaily
  }

  /// A page's game panel, as templates over `{count}` and `{total}`: the score, the countries named
  /// so far, the question being asked; and the words of its buttons (hint, skip, score, stop).
  public var panel: (score: String, named: String, question: String) {
    (texts[.panelScore] ?? "", texts[.panelNamed] ?? "", texts[.panelQuestion] ?? "")
  }

  /// The name of a kind of game in this language ("Drapeaux"), for a page's game panel.
  public func name(of mode: Game.Mode) -> String {
    let kind: Kind
    switch mode {
    case .mixed: kind = .modeMixed
    case .capitals: kind = .modeCapitals
    case .countries: kind = .modeCountries
    case .flags: kind = .modeFlags
    case .codes: kind = .modeCodes
    case .higherLower: kind = .modeHigherLower
    case .nameAll: kind = .modeNameAll
    case .daily: kind = .modeDaily
    }
    return text(kind)
  }

  /// The first word of each of the game's commands a page offers as a button.
  public var buttons: [String] {
    [Game.Command.hint, .skip, .score, .stop].compactMap { commands[$0]?.first }
  }

  /// Ways to start a game a page offers as buttons: any game, and the day's challenge.
  public var startButtons: [String] {
    [suggestions.first, suggestions.last].compactMap { $0 }
  }

  /// The headings of a results table: the question and answer columns, or the countries not named.
  public var tableHeadings: (question: String, answer: String, notNamed: String) {
    (text(.tableQuestion), text(.tableAnswer), text(.tableNotNamed))
  }

  /// How a line names a game in this language, as folded words (`TextFolding`). Arrays, not sets:
  /// every language's are built for the first line a process reads, and hashing them all cost a
  /// one-shot run a millisecond.
  struct Reading: Sendable {
    /// What begins a request ("quiz me", "quiz sur"); the rest names the game.
    var openings: [String]
    /// What begins a name-them-all ("name all", "nomme"), and the word for countries it implies.
    var nameAll: [String]
    var countries: String
    /// Whole lines that ask for the day's challenge.
    var daily: [String]
    /// Words dropped from the front of the topic ("on", "the"; "sur", "les").
    var fillers: [String]
    /// Words naming each kind of game; `.countries` holds the words that turn capitals round
    /// ("which", "reverse").
    var modes: [Game.Mode: [String]]
    /// "minutes", "min"; the numbers said as words; "in", "for".
    var minuteUnits: [String]
    var numbers: [(String, Int)]
    var minutePrepositions: [String]

    /// The words of `language`, without the rest of its phrasebook: every line is checked against
    /// every language's first words, and most lines are no game.
    static func of(_ language: Language) -> Reading {
      table(for: language)
    }

    /// Every line that can start a game begins with one of these, folded.
    var beginnings: [String] { openings + nameAll + daily }
  }

  let language: Language
  let texts: [Kind: String]
  let reading: Reading
  /// The game's commands, in this language; English's work too.
  let commands: [Game.Command: [String]]
  /// The answers that pick the first or the second country of a higher-or-lower round.
  let firstPick: [String]
  let secondPick: [String]
  /// Ways to start a game, for suggestions.
  public let suggestions: [String]

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
      let value = (Double(count) / scale).formatted(
        .number.precision(.significantDigits(1...3)).locale(names.locale))
      return text(.people, ["value": text(kind, ["value": value])])
    }
    return text(.people, ["value": names.number(count)])
  }

  /// "1,285,216 km²".
  func area(_ squareKilometres: Double) -> String {
    names?.area(squareKilometres.rounded()) ?? Numbers.roundedArea(squareKilometres)
  }

}

extension String {
  /// Folded for matching a game's words: lower case, no accents, one kind of apostrophe, no
  /// "?!." and single spaces.
  var gameWords: String {
    String(TextFolding.fold(self).map { $0 == "’" ? "'" : $0 })
      .filter { !"?!.,¿¡".contains($0) }
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
