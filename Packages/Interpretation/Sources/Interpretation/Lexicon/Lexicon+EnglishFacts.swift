import Domain

/// The cues of the facts beyond the four seed questions, in English.
extension IntentDefinition {
  static let currencyUnits: Set<String> = [
    "dollar", "dollars", "euro", "euros", "pound", "pounds", "franc", "francs", "peso", "pesos",
    "rupee", "rupees", "yen", "krone", "kroner", "krona", "kronor", "dinar", "dinars", "dirham",
    "dirhams", "shekel", "shekels", "rand", "rial", "riyal", "ruble", "rubles", "rouble", "lira",
    "yuan", "baht", "guilder", "shilling", "shillings", "naira", "ringgit", "rupiah", "zloty",
    "forint", "koruna", "tenge", "kwacha", "cfa", "cfp", "sterling",
  ]
  static let currencyWords: Set<String> = [
    "currency", "currencies", "money", "currancy", "cash", "pay", "coins", "banknotes",
  ]
  static let languageWords: Set<String> = [
    "language", "languages", "languge", "lang", "speak", "speaks", "spoken", "speaking", "tongue",
  ]
  static let flagWords: Set<String> = ["flag", "flags", "banner", "ensign"]
  static let codeWords: Set<String> = [
    "iso", "iso2", "iso3", "alpha2", "alpha3", "alpha", "cca2", "cca3", "abbreviation",
    "abbreviations", "abbrev", "abbreviated", "code", "codes", "isocode", "stand", "stands",
  ]
  static let setNouns: Set<String> = ["countries", "nations", "contries", "countrys"]

  static let population = IntentDefinition(
    intent: .population,
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

  static let area = IntentDefinition(
    intent: .area,
    keywords: [
      "area", "size", "big", "large", "km2", "km²", "sq", "square", "kilometers", "kilometres",
      "surface", "acreage",
    ],
    falseFriendsAfter: ["code", "codes", "man", "mac"])

  static let currency = IntentDefinition(
    intent: .currency, keywords: currencyWords.union(currencyUnits),
    falseFriendsAfter: ["exchange", "converter", "rate", "rates"], exactKeywords: currencyUnits)

  static let languages = IntentDefinition(intent: .languages, keywords: languageWords)

  static let region = IntentDefinition(
    intent: .region,
    keywords: ["continent", "continents", "region", "subregion", "located", "location"],
    phrases: [
      ["where", "is"], ["where", "in", "the", "world"], ["part", "of", "the", "world"],
      ["on", "the", "map"], ["where", "are"],
    ],
    weakKeywords: ["where"])

  static let borders = IntentDefinition(
    intent: .borders,
    keywords: [
      "border", "borders", "bordering", "bordered", "neighbours", "neighbors", "neighbour",
      "neighbor", "neighboring", "neighbouring", "surround", "surrounds", "surrounding", "touch",
      "touches", "adjacent",
    ],
    phrases: [["next", "to"]],
    falseFriendsAfter: ["control", "patrol", "crossing", "crossings", "wall", "security", "collie"])

  static let callingCode = IntentDefinition(
    intent: .callingCode,
    keywords: ["dialing", "dialling", "calling", "dial", "phone", "telephone", "idd", "call"],
    falseFriendsAfter: ["center", "centre", "plan", "plans", "number"],
    exactKeywords: ["call", "dial", "idd"])

  static let timezones = IntentDefinition(
    intent: .timezones, keywords: ["timezone", "timezones", "tz", "utc", "gmt", "offset"],
    phrases: [["time", "zone"], ["time", "zones"]])

  static let demonym = IntentDefinition(
    intent: .demonym, keywords: ["demonym", "demonyms", "denonym", "gentilic"],
    phrases: [
      ["people", "from"], ["person", "from"], ["someone", "from"], ["call", "people"],
      ["call", "a", "person"], ["call", "someone"], ["citizens", "of"], ["word", "for", "people"],
      ["people", "called"], ["are", "called"], ["inhabitants", "called"],
    ])

  static let drivingSide = IntentDefinition(
    intent: .drivingSide, keywords: ["drive", "driving", "drives", "traffic"],
    phrases: [
      ["side", "of", "the", "road"], ["left", "or", "right"], ["right", "or", "left"],
      ["driving", "side"], ["what", "side"], ["which", "side"],
    ],
    falseFriendsAfter: ["age", "licence", "license", "permit", "test", "lessons", "school"])

  static let tld = IntentDefinition(
    intent: .tld,
    keywords: ["tld", "cctld", "domain", "domains", "website", "websites", "url", "urls"],
    phrases: [
      ["top", "level"], ["internet", "suffix"], ["end", "with"], ["internet", "extension"],
      ["web", "extension"], ["internet", "code"],
    ],
    falseFriendsBefore: ["public", "eminent"],
    falseFriendsAfter: ["expert", "knowledge"])

  static let flagDescription = IntentDefinition(
    intent: .flagDescription,
    keywords: ["colors", "colours", "color", "colour", "describe", "description", "symbols"],
    phrases: [["what", "on"], ["have", "on", "it"]],
    requiresOneOf: flagWords)

  static let overview = IntentDefinition(
    intent: .overview,
    keywords: ["facts", "fact", "info", "information", "overview", "profile", "summary"],
    phrases: [
      ["tell", "me", "about"], ["tell", "me", "abt"], ["tell", "me", "everything"],
      ["tell", "me", "more"],
      ["tell", "me", "something"], ["know", "about"], ["all", "about"],
    ])

  static let reverseCapital = IntentDefinition(
    intent: .reverseCapital, subject: .capitalCity, keywords: capital.keywords,
    phrases: capital.phrases, falseFriendsBefore: capital.falseFriendsBefore,
    falseFriendsAfter: capital.falseFriendsAfter)

  static let reverseIsoCode = IntentDefinition(
    intent: .reverseIsoCode, subject: .code, keywords: codeWords,
    phrases: isoCode.phrases + [["alpha", "3"], ["three", "letter"], ["3", "letter"]],
    falseFriendsBefore: isoCode.falseFriendsBefore,
    falseFriendsAfter: isoCode.falseFriendsAfter.subtracting(["3", "three"]))

  static let reverseFlag = IntentDefinition(
    intent: .reverseFlag, subject: .flagEmoji, keywords: flagWords,
    falseFriendsBefore: flag.falseFriendsBefore, falseFriendsAfter: flag.falseFriendsAfter)

  static let countriesInRegion = IntentDefinition(
    intent: .countriesInRegion, subject: .region, keywords: setNouns,
    phrases: [["make", "up"], ["how", "many", "countries"]])

  static let countriesByLanguage = IntentDefinition(
    intent: .countriesByLanguage, subject: .language, keywords: languageWords.union(["official"]),
    phrases: [["where", "is"], ["where", "are"], ["how", "many", "countries"]],
    requiresOneOf: setNouns.union(["where", "country"]))

  static let countriesByCurrency = IntentDefinition(
    intent: .countriesByCurrency, subject: .currency,
    keywords: currencyWords.union(currencyUnits).union(["use", "uses", "using"]),
    phrases: [["where", "is"], ["where", "are"], ["how", "many", "countries"]],
    requiresOneOf: setNouns.union(["where", "who", "country"]),
    exactKeywords: currencyUnits.union(["use", "uses", "using"]))

  static let superlative = IntentDefinition(
    intent: .superlative, subject: .ranking,
    keywords: [
      "largest", "biggest", "smallest", "tiniest", "most", "least", "fewest", "highest", "lowest",
      "populous", "populated", "population", "people", "inhabitants", "neighbours", "neighbors",
    ],
    requiresOneOf: ["country", "countries", "nation", "nations"],
    exactKeywords: ["most", "least", "fewest", "highest", "lowest", "people"])

  static let comparison = IntentDefinition(
    intent: .comparison, subject: .comparison,
    keywords: [
      "bigger", "larger", "smaller", "more", "fewer", "less", "vs", "versus", "than", "compare",
      "populous", "populated", "population", "people", "inhabitants",
    ],
    exactKeywords: ["more", "less", "than", "vs", "people", "fewer", "larger", "bigger"])

  static let search = IntentDefinition(
    intent: .search, subject: .searchText,
    keywords: [
      "search", "find", "lookup", "containing", "contain", "contains", "including", "include",
      "includes",
    ],
    phrases: [["look", "up"], ["look", "for"]],
    falseFriendsAfter: ["engine", "engines", "bar", "results", "result", "history", "console"],
    exactKeywords: [
      "find", "lookup", "contain", "contains", "including", "include", "includes",
    ])

  static let nearby = IntentDefinition(
    intent: .nearby, subject: .nearby,
    keywords: ["near", "nearest", "closest", "nearby", "close", "closer", "around", "proximity"],
    phrases: [["next", "door"]],
    exactKeywords: ["near", "close", "closer", "around"])

  static let distance = IntentDefinition(
    intent: .distance, subject: .distance,
    keywords: ["distance", "far", "apart"],
    phrases: [["how", "far"], ["how", "many", "miles"], ["how", "many", "km"]],
    exactKeywords: ["far"],
    allowedTopics: ["distance", "far", "between", "long"])
}
