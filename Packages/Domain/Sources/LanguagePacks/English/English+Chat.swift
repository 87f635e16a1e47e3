import Domain

extension ChatPhrasebook {
  /// The chat in English.
  public static let english = ChatPhrasebook(
    language: .english,
    texts: [
      .bannerTitle: "{name} {version}: ask about {summary}.",
      .helpIntro: "Ask about {summary}. For example:",
      .commands: "Commands: {value} (or exit).",
      .exits: "Ctrl-D exits.",
      .nothingToRetry: "There is nothing to retry.",
      .unknownCommand: "Unknown command \"{value}\".",
      .incomplete: "Which country do you mean? Name it, or ask in full: \"{value}\"",
      .unrecognized: "I can't answer that. I can tell you {summary}.",
      .unplaced:
        "I can't answer that: I don't know how to read {value} here. I can tell you this instead: \"{other}\"",
      .notFoundCountry: "There is no country called \"{value}\" in my data.",
      .notFoundPlace: "I can't find \"{value}\" among the regions and countries in my data.",
      .noMatches: "No country name starts with \"{value}\".",
      .didYouMean: "Did you mean {value}?",
      .or: "or",
      .unavailable: "I couldn't load the country data: {value}.",
      .prefixExample: "Which countries start with {value}?",
      .about: "{name} {version}. Data: {value}.",
      .noData: "no data loaded yet",
      .cleared: "The conversation is cleared.",
      .leavePage: "Close the page to leave; clear starts over.",
      .tooLong: "That is more than {count} words: ask one question at a time, in fewer words.",
      .askSomething: "Ask a question about a country.",
      .hint: "Ask about {summary}.",
      .questionLabel: "Your question",
      .send: "Send",
      .retry: "Retry",
      .conversationLabel: "Conversation",
      .typing: "Country Quiz is typing",
      .unreachable: "The quiz could not be reached. Check your connection and retry.",
      .profileLost:
        "Your saved favourites and scores could not be read; they were set aside and a new list started.",
      .favouriteLabel: "Favourite: {value}",
      .flagLabel: "Flag of {value}",
      .mapsLabel: "Maps",
      .gameLabel: "Game",
      .gameFlagLabel: "The flag asked about",
      .answerPlaceholder: "Your answer…",
      .locating: "Asking your browser where you are…",
      .locationUnsupported: "this browser cannot tell",
      .locationDenied: "permission denied",
      .locationTimedOut: "timed out",
      .locationUnavailable: "position unavailable",
      .httpFailure: "Something went wrong (HTTP {value}).",
      .suggestions: "Try: {value}",
      .readAs: "Read as: {value}",
      .leftOut: "Left out: {value}",
      .quoted: "“{value}”",
      .dataYear: "My data describes {date}, not {value}.",
      .retryInChat:
        "Type retry, or press Enter, to ask again.",
      .retryByRunningAgain: "Run the same command again to retry.",
      .noConnection: "the data source could not be reached (no connection)",
      .timedOut: "the data source did not answer in time",
      .rateLimited: "the data source is rate limiting requests; try again shortly",
      .serverError: "the data source failed (HTTP {value})",
      .invalidData: "the data source sent something that is not country data",
      .favouritesNone: "You have no favourite countries yet. Say \"remember Japan\" to keep one.",
      .favouritesList: "Your favourite countries ({count}):\n{value}",
      .favouriteAlready: "{value} is already one of your favourites.",
      .favouritesFull:
        "You already keep {count} favourites, the most there can be: forget one first (\"forget Peru\").",
      .favouriteAdded: "{value} is one of your favourites now (you have {count}).",
      .favouriteRemoved: "{value} is no longer one of your favourites.",
      .favouriteNotOne: "{value} was not one of your favourites.",
      .favouriteWhich: "Did you mean {value}? Say it in full.",
      .fromSetting: "from {value}",
      .fromTimeZone: "from your time zone, {value} ({other})",
      .fromBrowser: "from your browser",
      .compass: "N S E W",
      .unlocated: "I don't know where you are. {value} Or name a place: \"{other}\"",
      .helpGeneric: "This app has not been told where you are, so it cannot measure from there.",
      .helpTerminal:
        "Set {value} to \"lat,lon\" or a country (for example {value}=Peru), or TZ to your time zone (for example TZ=America/Lima).",
      .helpNoTimeZone: "Your system names no time zone.",
      .helpZoneOfNoCountry: "Your time zone, {value} ({other}), is in no one country.",
      .helpBrowserRefused:
        "Your browser did not share your location ({value}). Allow this page to use your location and ask again.",
      .helpBrowserNotAsked: "Allow this page to use your location when the browser asks.",
    ],
    commandWords: [
      .help: ["help", "?"], .retry: ["retry"], .about: ["about", "version"], .clear: ["clear"],
      .quit: ["quit", "exit", "bye"],
    ],
    exampleCountry: "Belgium",
    favourites: .english)
}

extension FavouriteWords {
  /// The favourites lines in English.
  public static let english = FavouriteWords(
    list: [
      "my favourites", "my favorites", "my countries", "favourites", "favorites",
      "show my favourites", "show my favorites", "list my favourites", "list my favorites",
      "show favourites", "show favorites", "my favourite countries", "my favorite countries",
      "what are my favourites", "what are my favorites", "show my countries",
    ],
    add: ["remember", "favourite", "favorite", "star", "save"],
    remove: ["forget", "unfavourite", "unfavorite", "unstar"],
    addTo: ["add"],
    removeFrom: ["remove"],
    toList: [
      "to my favourites", "to my favorites", "to my countries", "to favourites", "to favorites",
      "to my favourite countries", "to my favorite countries", "to my list",
    ],
    fromList: [
      "from my favourites", "from my favorites", "from my countries", "from favourites",
      "from favorites", "from my favourite countries", "from my favorite countries",
      "from my list",
    ],
    pointers: [
      "it", "this", "that", "this one", "that one", "this country", "that country", "there",
    ])
}
