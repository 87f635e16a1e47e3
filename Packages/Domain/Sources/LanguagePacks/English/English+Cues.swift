import Domain

/// How English asks for each fact: its cue words, phrases and look-alikes. `English+Facts.swift`
/// words them.
extension FactWords {
  public static let capital = FactWords(
    keywords: ["capital", "capitol", "capitals", "capitol's", "captial", "capitals"],
    phrases: [
      ["main", "city"], ["chief", "city"], ["capital", "city"],
    ],
    falseFriendsBefore: [
      "venture", "working", "human", "social", "share", "political", "financial", "seed", "private",
      "risk", "growth", "equity", "debt", "cultural", "intellectual", "per",
    ],
    falseFriendsAfter: [
      "letter", "letters", "gain", "gains", "punishment", "one", "market", "markets", "investment",
      "investments", "expenditure", "expenditures", "idea", "case", "offense", "offence", "crime",
      "costs",
      "allowance", "structure", "ship",
    ],
    allowedTopics: ["city", "town", "cities", "towns"])

  public static let isoCode = FactWords(
    keywords: [
      "iso", "iso2", "alpha2", "alpha", "cca2", "abbreviation", "abbreviations", "abbrev", "code",
      "codes", "isocode",
    ],
    phrases: [
      ["alpha", "2"], ["country", "code"], ["two", "letter"], ["2", "letter"], ["2", "letters"],
      ["two", "letters"], ["2", "digit"], ["two", "digit"], ["iso", "3166"], ["3166"],
    ],
    falseFriendsBefore: [
      "zip", "area", "postal", "post", "dress", "source", "morse", "promo", "discount", "coupon",
      "qr",
      "bar", "cheat", "genetic", "calling", "dialing", "dialling", "phone", "telephone", "dial",
      "tax",
      "error", "status", "http", "activation", "access", "verification", "secret", "airport",
      "iata",
      "icao", "fifa", "ioc", "currency", "language", "three", "3",
    ],
    falseFriendsAfter: [
      "27001", "9001", "14001", "45001", "22000", "50001", "certification", "certified",
      "certificate",
      "file", "files", "image", "camera", "speed", "setting", "settings", "sensitivity", "download",
      "review", "editor", "standard", "3", "three",
    ])

  public static let flag = FactWords(
    keywords: ["flag", "flags", "banner", "ensign"],
    weak: ["emoji", "emojis", "emoij", "emojii"],
    falseFriendsBefore: [
      "red", "white", "checkered", "chequered", "pirate", "rainbow", "pride", "green", "yellow",
      "black",
      "jolly",
    ],
    falseFriendsAfter: [
      "football", "pole", "poles", "day", "bearer", "ship", "officer", "football", "raising",
    ])

  public static let countriesByPrefix = FactWords(
    keywords: [
      "start", "starts", "starting", "started", "begin", "begins", "beginning", "begining",
      "prefixed", "matching", "commence",
      "commencing", "commences",
    ],
    phrases: [["first", "letter"], ["first", "letters"]],
    weak: ["letter", "letters", "initial"],
    requires: [
      "country", "countries", "nation", "nations", "names", "countrys", "contries", "letter",
      "letters",
    ])

  public static let currencyUnits: Set<String> = [
    "dollar", "dollars", "euro", "euros", "pound", "pounds", "franc", "francs", "peso", "pesos",
    "rupee", "rupees", "yen", "krone", "kroner", "krona", "kronor", "dinar", "dinars", "dirham",
    "dirhams", "shekel", "shekels", "rand", "rial", "riyal", "ruble", "rubles", "rouble", "lira",
    "yuan", "baht", "guilder", "shilling", "shillings", "naira", "ringgit", "rupiah", "zloty",
    "forint", "koruna", "tenge", "kwacha", "cfa", "cfp", "sterling",
  ]
  public static let currencyWords: Set<String> = [
    "currency", "currencies", "money", "currancy", "cash", "pay", "coins", "banknotes",
  ]
  public static let languageWords: Set<String> = [
    "language", "languages", "languge", "lang", "speak", "speaks", "spoken", "speaking", "tongue",
  ]
  public static let flagWords: Set<String> = ["flag", "flags", "banner", "ensign"]
  public static let codeWords: Set<String> = [
    "iso", "iso2", "iso3", "alpha2", "alpha3", "alpha", "cca2", "cca3", "abbreviation",
    "abbreviations", "abbrev", "abbreviated", "code", "codes", "isocode", "stand", "stands",
  ]
  public static let setNouns: Set<String> = ["countries", "nations", "contries", "countrys"]

  public static let population = FactWords(
    keywords: [
      "population", "populations", "populaton", "inhabitants", "populated", "pop", "ppl",
      "residents", "populous",
    ],
    phrases: [
      ["how", "many", "people"], ["how", "many", "ppl"], ["number", "of", "people"],
      ["how", "many", "live"],
    ],
    falseFriendsBefore: ["urban", "rural"],
    falseFriendsAfter: ["density", "growth", "rate", "music", "song", "songs", "star", "culture"])

  public static let area = FactWords(
    keywords: [
      "area", "size", "big", "large", "km2", "km²", "sq", "square", "kilometers", "kilometres",
      "surface", "acreage",
    ],
    falseFriendsAfter: ["code", "codes", "man", "mac"])

  public static let currency = FactWords(
    keywords: currencyWords.union(currencyUnits),
    falseFriendsAfter: ["exchange", "converter", "rate", "rates"], exact: WordList(currencyUnits))

  public static let languages = FactWords(
    keywords: languageWords)

  public static let region = FactWords(
    keywords: ["continent", "continents", "region", "subregion", "located", "location"],
    phrases: [
      ["where", "is"], ["where", "in", "the", "world"], ["part", "of", "the", "world"],
      ["on", "the", "map"], ["where", "are"],
    ],
    weak: ["where"])

  public static let borders = FactWords(
    keywords: [
      "border", "borders", "bordering", "bordered", "neighbours", "neighbors", "neighbour",
      "neighbor", "neighboring", "neighbouring", "surround", "surrounds", "surrounding", "touch",
      "touches", "adjacent",
    ],
    phrases: [["next", "to"]],
    falseFriendsAfter: ["control", "patrol", "crossing", "crossings", "wall", "security", "collie"])

  public static let callingCode = FactWords(
    keywords: ["dialing", "dialling", "calling", "dial", "phone", "telephone", "idd", "call"],
    falseFriendsAfter: ["center", "centre", "plan", "plans", "number"],
    exact: ["call", "dial", "idd"])

  public static let timezones = FactWords(
    keywords: ["timezone", "timezones", "tz", "utc", "gmt", "offset"],
    phrases: [["time", "zone"], ["time", "zones"]])

  public static let demonym = FactWords(
    keywords: ["demonym", "demonyms", "denonym", "gentilic"],
    phrases: [
      ["people", "from"], ["person", "from"], ["someone", "from"], ["call", "people"],
      ["call", "a", "person"], ["call", "someone"], ["citizens", "of"], ["word", "for", "people"],
      ["people", "called"], ["are", "called"], ["inhabitants", "called"],
    ])

  public static let drivingSide = FactWords(
    keywords: ["drive", "driving", "drives", "traffic"],
    phrases: [
      ["side", "of", "the", "road"], ["left", "or", "right"], ["right", "or", "left"],
      ["driving", "side"], ["what", "side"], ["which", "side"],
    ],
    falseFriendsAfter: ["age", "licence", "license", "permit", "test", "lessons", "school"])

  public static let tld = FactWords(
    keywords: ["tld", "cctld", "domain", "domains", "website", "websites", "url", "urls"],
    phrases: [
      ["top", "level"], ["internet", "suffix"], ["end", "with"], ["internet", "extension"],
      ["web", "extension"], ["internet", "code"],
    ],
    falseFriendsBefore: ["public", "eminent"],
    falseFriendsAfter: ["expert", "knowledge"])

  public static let flagDescription = FactWords(
    keywords: [
      "colors", "colours", "color", "colour", "describe", "description", "symbols", "depict",
      "depicts", "depicted", "shown", "shows", "features", "pictured",
    ],
    phrases: [["what", "on"], ["have", "on", "it"], ["what", "is", "on"], ["flag", "show"]],
    requires: flagWords)

  public static let overview = FactWords(
    keywords: ["facts", "fact", "info", "information", "overview", "profile", "summary"],
    phrases: [
      ["tell", "me", "about"], ["tell", "me", "abt"], ["tell", "me", "everything"],
      ["tell", "me", "more"],
      ["tell", "me", "something"], ["know", "about"], ["all", "about"],
    ])

  public static let reverseCapital = FactWords(
    keywords: capital.keywords,
    phrases: capital.phrases, falseFriendsBefore: capital.falseFriendsBefore,
    falseFriendsAfter: capital.falseFriendsAfter,
    // "Port Moresby is the capital of which state?": the state is the country asked for.
    allowedTopics: capital.allowedTopics.union(["state", "states"]))

  public static let reverseIsoCode = FactWords(
    keywords: codeWords,
    phrases: isoCode.phrases + [["alpha", "3"], ["three", "letter"], ["3", "letter"]],
    falseFriendsBefore: isoCode.falseFriendsBefore,
    falseFriendsAfter: isoCode.falseFriendsAfter.subtracting(["3", "three"]))

  public static let reverseFlag = FactWords(
    keywords: flagWords,
    falseFriendsBefore: flag.falseFriendsBefore, falseFriendsAfter: flag.falseFriendsAfter)

  public static let superlative = FactWords(
    keywords: [
      "largest", "biggest", "smallest", "tiniest", "most", "least", "fewest", "highest", "lowest",
      "populous", "populated", "population", "people", "inhabitants", "neighbours", "neighbors",
      "richest", "poorest", "wealthiest", "densest", "densely",
    ],
    requires: ["country", "countries", "nation", "nations"],
    exact: ["most", "least", "fewest", "highest", "lowest", "people"])

  public static let comparison = FactWords(
    keywords: [
      "bigger", "larger", "smaller", "more", "fewer", "less", "vs", "versus", "than", "compare",
      "populous", "populated", "population", "people", "inhabitants", "richer", "poorer",
      "wealthier", "denser",
    ],
    exact: ["more", "less", "than", "vs", "people", "fewer", "larger", "bigger"])

  public static let search = FactWords(
    keywords: [
      "search", "find", "lookup", "containing", "contain", "contains", "including", "include",
      "includes",
    ],
    phrases: [["look", "up"], ["look", "for"]],
    falseFriendsAfter: ["engine", "engines", "bar", "results", "result", "history", "console"],
    exact: [
      "find", "lookup", "contain", "contains", "including", "include", "includes",
    ])

  public static let nearby = FactWords(
    keywords: ["near", "nearest", "closest", "nearby", "close", "closer", "around", "proximity"],
    phrases: [["next", "door"]],
    exact: ["near", "close", "closer", "around"])

  public static let distance = FactWords(
    keywords: ["distance", "far", "apart"],
    phrases: [["how", "far"], ["how", "many", "miles"], ["how", "many", "km"]],
    exact: ["far"],
    allowedTopics: ["distance", "far", "between", "long"])
}
