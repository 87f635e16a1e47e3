import Domain

/// What the chat itself says in one language: banner, help, command words, notices, the prompt for
/// an incomplete question, every error reply and the web page's labels, with one example question per
/// capability. One per language, each in its own file (`ChatPhrasebook+French.swift`), next to the
/// answers' `Phrasebook`; `PhrasebookContractTests` walks every language × every kind, so nothing
/// falls back to English unnoticed.
public struct ChatPhrasebook: Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    /// The banner's two lines: what the quiz is ("{name} {version} — …"), and what to try: the
    /// first family's example ("{value}"), the first game ("{other}") and the help command.
    case bannerTitle, bannerHint
    /// Help's first line, before one line per family; its last line, "More: {value}." naming the
    /// sub-helps.
    case helpIntro, helpMore
    /// Help's label of each family of questions (`CapabilityFamily`), and of the lines help adds:
    /// games, favourites, near me ("Which countries are near me?", `nearMeExample`), commands.
    case familyFacts, familyGovernment, familyLife, familyPlaces, familyTime, familySets,
      familyGames,
      familyFavourites
    case familyNearMe, familyCommands, nearMeExample
    /// The first line of each sub-help ("help facts", "help places", "help games").
    case helpFacts, helpGovernment, helpLife, helpPlaces, helpGames
    /// The replies to a greeting ("{value}" the first family's example, "{other}" the first game)
    /// and to thanks.
    case greetingHello, greetingThanks
    /// "Commands: {value}." and the banner's "Ctrl-D exits."
    case commands, exits
    case nothingToRetry, unknownCommand, incomplete, unrecognized
    /// A question about one country with words the quiz cannot place: "{value}" the words
    /// (`quoted`), "{other}" a question about that country it can answer.
    case unplaced
    case notFoundCountry, notFoundPlace, noMatches, didYouMean, or, unavailable
    /// A question about names starting with `{value}`, for suggestions.
    case prefixExample
    /// The `about` line: "{name} {version}. Data: {value}."; `noData` before any load.
    case about, noData
    /// The daemon's answers to `clear`, `quit` and an empty line.
    case cleared, leavePage, askSomething, tooLong
    /// The web page: its hint, input label, buttons and its own failure notes (`profileLost`: the
    /// stored favourites and scores could not be read and were set aside).
    case hint, questionLabel, send, retry, conversationLabel, typing, unreachable, httpFailure,
      profileLost
    /// The web page's words read aloud or shown for a picture: a country's star ("Favourite:
    /// {value}"), a flag ("Flag of {value}"), a card's map links, the game panel and its flag; its
    /// note while it asks the browser where the user is, and the reasons it sends when the browser
    /// cannot tell (worded into `helpBrowserRefused`). `answerPlaceholder`: the input's placeholder
    /// while a game waits for an answer.
    case favouriteLabel, flagLabel, mapsLabel, gameLabel, gameFlagLabel, answerPlaceholder, locating
    case locationUnsupported, locationDenied, locationTimedOut, locationUnavailable
    /// A shell's line under a reply: "Try: {value}", and how a retry is offered in the chat and
    /// from the command line.
    case suggestions, retryInChat, retryByRunningAgain
    /// A quiet line under an answer read with corrections or leaving words out: "Read as: {value}"
    /// (each word as typed, `quoted`, and what it was read as), "Left out: {value}" (the words,
    /// `quoted`), and how the language quotes a word ("“{value}”").
    case readAs, leftOut, quoted
    /// Under an answer to a question asked of a past year: "My data describes {date}, not {value}."
    case dataYear
    /// Why no data could be loaded, for the failures a user meets (the others name settings and stay
    /// English, for whoever configures the source).
    case noConnection, timedOut, rateLimited, serverError, invalidData
    /// The replies to favourites lines ("add Japan to my favourites", "my favourites").
    case favouritesNone, favouritesList, favouriteAlready, favouritesFull, favouriteAdded,
      favouriteRemoved,
      favouriteNotOne, favouriteWhich
    /// How the shell knows where the user is: a setting (`{value}` its name), the time zone
    /// (`{value}` the zone, `{other}` where it was read), the browser; and the compass points'
    /// letters, north south east west, for a position ("48,80° N, 2,30° E").
    case fromSetting, fromTimeZone, fromBrowser, compass
    /// A question about "me" with no location: "{value}" why and how to give one, "{other}" a
    /// question that needs none; then the reasons and advice of each shell.
    case unlocated, helpGeneric, helpTerminal, helpNoTimeZone, helpZoneOfNoCountry
    case helpBrowserRefused, helpBrowserNotAsked
  }

  public let language: Language
  public let texts: [Kind: String]
  /// The words of each command, the one help shows first; English's work in every language too.
  public let commandWords: [ChatCommand: [String]]
  /// The country the examples name, as this language writes it.
  public let exampleCountry: String
  /// The words of the favourites lines.
  public let favourites: FavouriteWords
  /// Whole lines that only greet or thank ("hello", "thank you"), read in every language.
  public let greetings: [Greeting.Kind: [String]]

  public init(
    language: Language, texts: [Kind: String], commandWords: [ChatCommand: [String]],
    greetings: [Greeting.Kind: [String]], exampleCountry: String, favourites: FavouriteWords
  ) {
    self.language = language
    self.texts = texts
    self.commandWords = commandWords
    self.greetings = greetings
    self.exampleCountry = exampleCountry
    self.favourites = favourites
  }
}
