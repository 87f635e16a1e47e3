import Domain

/// What the quiz game reads and says in one language: the words that start a game ("quiz sur les
/// capitales"), name its kind, its clock and its commands, and every sentence of play, as templates
/// over `{country}`, `{other}`, `{value}`, `{count}`, `{total}`… One per language, each in its own
/// file (`GamePhrasebook+French.swift`); English's words work in every language too.
/// `PhrasebookContractTests` walks every language × every kind, so nothing falls back to English
/// unnoticed.
public struct GamePhrasebook: Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    // Starting, help and the end.
    case letsPlay, youHave, help, gamesLine, cannotPlay, gameOver, timeUp, dataChanged
    case newBest, record, oneGame, games, oneDay, days, dailyReplay, dailyKept
    // Questions and their short forms for the results.
    case questionOf, qCapital, qCountryOfCapital, qFlag, qFlagPictured, qCode, qMorePeople, qLarger
    case sCapital, sCountryOfCapital, sFlag, sCode, sMorePeople, sLarger
    // Play.
    case right, answerEither, comparison, people, aboutMillion, aboutBillion, namedAll
    case nothingToSkip, skipped, timeLeft, statusNamed, statusScore
    case summaryRounds, missed, summaryNameAll, nameThem, theCountries
    // Hints.
    case noHint, noMoreHints, hint, hintFree, hintMeasure, hintRegion, hintNoRegion, hintNameStarts
    case hintNoBorder, hintBorders, hintCapital, hintCityStarts, hintCityLetters, hintCityBegins
    // What a name-them-all asks for, and why a country is not an answer.
    case targetPrefix, targetWorld, targetRegion, targetLanguage, targetCurrency, targetNeighbours
    case targetOrganisation, excludeOrganisation
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
    // A shape round ("Which country has this shape?"), its short form and its kind of game.
    case qShape, sShape, modeShapes
  }

  /// How a line names a game in this language, as folded words (`TextFolding`). Arrays, not sets:
  /// every language's are built for the first line a process reads, and hashing them all cost a
  /// one-shot run a millisecond.
  public struct Reading: Sendable {
    /// What begins a request ("quiz me", "quiz sur"); the rest names the game.
    public var openings: [String]
    /// What begins a name-them-all ("name all", "nomme"), and the word for countries it implies.
    public var nameAll: [String]
    public var countries: String
    /// Whole lines that ask for the day's challenge.
    public var daily: [String]
    /// Words dropped from the front of the topic ("on", "the"; "sur", "les").
    public var fillers: [String]
    /// Words naming each kind of game; `.countries` holds the words that turn capitals round
    /// ("which", "reverse").
    public var modes: [GameMode: [String]]
    /// "minutes", "min"; the numbers said as words; "in", "for".
    public var minuteUnits: [String]
    public var numbers: [(String, Int)]
    public var minutePrepositions: [String]

    /// Every line that can start a game begins with one of these, folded.
    public var beginnings: [String] { openings + nameAll + daily }
  }

  public let language: Language
  public let texts: [Kind: String]
  public let reading: Reading
  /// The game's commands, in this language; English's work too.
  public let commands: [GameCommand: [String]]
  /// The answers that pick the first or the second country of a higher-or-lower round.
  public let firstPick: [String]
  public let secondPick: [String]
  /// Ways to start a game, for suggestions.
  public let suggestions: [String]
  /// The answers that say the second country of a higher-or-lower round has more ("higher") or
  /// less ("lower") than the first: the second, or the first, is picked.
  public var higher: [String] = []
  public var lower: [String] = []
  /// Other names this language usually gives a country, by its code ("holland", "the falklands"),
  /// besides the data's official name and translations: a guess naming one is right with no
  /// "you mean …?" note, which stays for former names ("Macedonia") and near misses.
  public var otherNames: [String: [String]] = [:]
}
