import Domain

extension ReadingWords {
  /// English as people type it in a chat.
  public static let english = ReadingWords(
    fillers: [
      "a", "an", "the", "of", "for", "in", "on", "at", "to", "from", "by", "with", "about", "into",
      "as", "terms", "total", "international", "cars",
      "is", "are", "was", "were", "be", "been", "am", "it", "its", "this", "that", "these", "those",
      "there",
      "what", "whats", "wats", "wat", "wht", "which", "who", "whose", "how", "where", "when", "why",
      "tell",
      "me", "us", "we", "give", "gimme", "show", "get", "find", "need", "want", "wanna", "know",
      "like",
      "please", "pls", "plz", "plx", "thanks", "thank", "you", "thx", "ty", "tysm", "cheers", "hi",
      "hello",
      "hey", "yo", "hiya", "umm", "um", "uh", "hmm", "hm", "so", "and", "or", "ok", "okay", "can",
      "could",
      "would", "will", "should", "shall", "do", "does", "did", "u", "ur", "i", "my", "your", "name",
      "named",
      "called", "call", "city", "town", "country", "countries", "nation", "nations", "state",
      "national",
      "official", "emoji", "emojis", "icon", "pic", "picture", "image", "look", "looks", "see",
      "display",
      "post", "lookup", "look-up", "search", "question", "any", "all", "every", "list", "some",
      "have", "has",
      "had", "fly", "flies", "represents", "represent", "belongs", "belong", "mean", "then", "just",
      "quick",
      "quickly", "now", "again", "also", "too", "really", "actually", "exactly", "real", "remind",
      "say",
      "said", "got", "haha", "lol", "lmao", "thankyou", "current", "currently", "main", "sir",
      "bot", "buddy",
      "mate", "dude", "guys", "here", "one", "ones", "fo", "og", "pf", "ot", "teh", "hte", "th",
      "tel", "tw",
      "nee", "si", "wich", "waht", "whta", "hwat", "yes", "no", "not", "if", "way", "up", "out",
      "right",
      "correct", "proper", "exact", "answer", "wonder", "wondering", "curious", "help", "well",
      "oh", "ah",
      "btw", "pretty", "shown", "used", "use", "uses", "using", "go", "type", "write", "print",
      "output",
      "provide", "share", "many", "today", "nowadays", "they", "them", "their", "someone", "person",
      "located", "abroad", "local", "something", "everything", "quick", "brief", "briefly",
    ],
    offTopicWords: [
      // A way by air or sea, which a land route would seem to answer.
      "flight", "flights", "plane", "planes", "airplane", "aeroplane", "ferry", "ferries", "boat",
      "economy", "president", "presidents", "prime", "minister", "king", "queen", "leader",
      "leaders", "government", "weather", "temperature", "forecast", "rain", "snow", "time",
      "date", "year", "tomorrow", "yesterday", "religion", "anthem", "motto", "founded", "founder",
      "history", "war", "sport", "sports", "football", "soccer", "food", "dish", "cuisine", "visit",
      "visa", "travel", "trip", "expensive", "cheap", "cheaper", "cost", "price", "salary",
      "tallest", "oldest", "youngest", "happiest", "best", "worst",
      "distance", "far", "zip", "postal", "postcode", "meaning", "define", "definition", "synonym",
      "spell", "spelling", "pronounce", "translate", "translation", "joke", "poem", "song", "story",
      "recipe", "minecraft", "game", "movie", "crime", "stock", "stocks", "when", "why", "before",
      "become", "became", "adopted", "designed", "designer", "symbolize", "symbolise",
      "symbolizes", "symbolises", "represent", "mean", "means", "province",
      "provinces", "state", "county", "city", "cities", "town", "towns", "village",
      "growth", "rate", "birth", "death", "exchange", "convert", "stronger", "strongest", "invest",
      "bitcoin", "crypto", "inflation", "unemployment", "wage", "debt", "export", "exports",
      "imports", "tax", "safe", "safer", "dangerous", "mountain", "mountains", "river", "rivers",
      "lake", "lakes", "forest", "percentage", "percent", "muslims", "christians", "tourists",
      "tourist", "speed", "limit", "age", "expectancy", "median", "average", "speakers",
      "native", "hardest", "learn", "cup", "win", "won", "register", "permit", "holiday",
      "holidays", "coffee", "long", "much", "between", "open", "change", "changed", "moved",
      "urban", "rural", "worldwide", "calculate", "tip",
      // What the data cannot rank or tell: an ordinal ("second largest"), a former state, a
      // negation ("countries that don't use the euro"), a union or a kind of country.
      "second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th", "former", "formerly",
      "previous", "ancient", "old", "original", "not", "without", "except", "excluding", "don",
      "dont", "doesn", "doesnt", "isn", "isnt", "landlocked", "numeric",
    ],
    offTopicPhrases: [
      ["how", "to"], ["how", "do", "you", "say"], ["how", "do", "i", "make"],
    ],
    offTopicVerbs: [
      "make", "draw", "design", "create", "build", "fold", "raise", "wave", "hang", "burn", "sew",
      "paint",
      "buy", "sell", "invest", "sewn", "made", "drawn", "designed", "painted",
    ],
    notTypos: [
      "many", "side", "sides", "name", "names", "man", "capita", "flat", "flak", "flaw", "flay",
      "flog", "slag", "clog", "clad", "fig", "lag",
      "flab", "flan",
      "core", "cone", "come", "cope", "mode", "node", "rode", "cold", "coke", "cove", "cod", "coda",
      "cute",
      "stars", "stare", "smart", "stark", "stat", "star", "begun", "being", "beguine", "bigin",
      "below",
      "abbey",
    ],
    prefixLeadIns: [
      "with", "in", "by", "the", "letter", "letters", "is", "as", "prefixed", "characters",
      "character", "prefix", "string",
      "word",
      "words", "syllable", "w", "like", "name", "names", "a", "an", "an", "of", "that", "those",
    ],
    prefixBackReferences: ["that", "this", "taht", "thta", "tht", "these", "so", "those"],
    placeModifiers: [
      "new", "north", "south", "east", "west", "northern", "southern", "eastern", "western",
      "central",
      "upper", "lower", "greater", "little", "great", "old", "baja", "nova", "latin",
    ],
    places: englishPlaces,
    followUps: .english,
    spelling: Spelling(
      contractionTails: ["s", "d", "t", "re", "ll", "ve", "m"], abbreviations: ["st": "saint"],
      ampersand: "and"),
    subjectMarkers: ["of", "for", "in", "about", "from"],
    clauseOpeners: ["but"],
    indefiniteArticles: ["a", "an"],
    prefixLeadInTypos: ["with"],
    joiningWords: englishNameWords.joiningWords,
    ambiguousNames: englishNameWords.ambiguousNames,
    aliases: englishNameWords.aliases,
    genericNameWords: englishNameWords.genericNameWords,
    countPhrases: [["how", "many"]],
    // People by the names everyday English gives them, where they name one country: they name it
    // as the data's demonyms do ("how many Brits are there", "do Kiwis drive on the left").
    nationalities: [
      "GB": ["brit", "brits"], "US": ["yank", "yanks"], "AU": ["aussie", "aussies"],
      "NZ": ["kiwi", "kiwis"], "DK": ["dane", "danes"],
    ]
  )

  /// English's places, every country's noun and figure words: the English reader's, and the known
  /// places and described creatures every other language's lexicon adds to its own.
  public static let englishPlaces = PlaceWords.english.merging(.englishEconomy)
    .merging(.englishRoutes)

  /// English's words for the countries' names, which every other language's lexicon reads too:
  /// apart from the rest of English's reading words, so a lexicon in another language builds no
  /// more of them than these (half a million instructions of a one-shot in Spanish).
  public static let englishNameWords:
    (
      joiningWords: Set<String>, ambiguousNames: [String: [String]], aliases: [String: String],
      genericNameWords: Set<String>
    ) = (
      joiningWords: ["the", "and", "of"],
      ambiguousNames: [
        "korea": ["KP", "KR"], "congo": ["CG", "CD"], "the congo": ["CG", "CD"],
        "virgin islands": ["VG", "VI"], "the virgin islands": ["VG", "VI"],
      ],
      aliases: [
        "uk": "GB", "u k": "GB", "great britain": "GB", "britain": "GB", "england": "GB",
        "usa": "US", "u s a": "US", "u s": "US", "america": "US", "united states of america": "US",
        "the states": "US", "the us": "US", "holland": "NL", "burma": "MM", "ivory coast": "CI",
        "czech republic": "CZ",
        "swaziland": "SZ", "macedonia": "MK", "east timor": "TL", "vatican": "VA", "holy see": "VA",
        "drc": "CD", "dr congo": "CD", "d r congo": "CD", "democratic republic of congo": "CD",
        "congo kinshasa": "CD", "zaire": "CD", "congo brazzaville": "CG", "republic of congo": "CG",
        "uae": "AE", "emirates": "AE", "persia": "IR", "ceylon": "LK", "siam": "TH",
        "kampuchea": "KH",
        "dahomey": "BJ", "upper volta": "BF", "formosa": "TW", "turkiye": "TR", "cabo verde": "CV",
        "the gambia": "GM", "bosnia": "BA", "byelorussia": "BY", "belorussia": "BY",
        "kirghizia": "KG",
        "moldavia": "MD", "abyssinia": "ET", "nippon": "JP", "eire": "IE",
        "republic of ireland": "IE",
        "falklands": "FK", "malvinas": "FK", "usvi": "VI", "us virgin islands": "VI", "bvi": "VG",
        "sao tome": "ST", "st kitts": "KN", "saint kitts": "KN", "trinidad": "TT", "antigua": "AG",
        "new guinea": "PG", "papua": "PG", "micronesia": "FM", "vatican city": "VA",
        "hong kong": "HK",
        "macao": "MO", "timor": "TL", "timor leste": "TL", "kosova": "XK", "lao": "LA", "rsa": "ZA",
      ],
      genericNameWords: [
        "island", "islands", "isle", "republic", "kingdom", "united", "states", "state",
        "democratic",
        "people", "peoples", "federal", "federation", "union", "territory", "territories", "minor",
        "outlying", "ocean", "and", "of", "the", "saint", "sint", "south", "north", "east", "west",
        "western", "eastern", "northern", "southern", "central", "new", "great", "british",
        "french",
        "american", "city", "principality", "commonwealth", "sultanate", "emirate", "grand",
        "duchy",
        "plurinational", "socialist", "arab", "islamic", "federated", "cooperative", "bolivarian",
        "independent", "autonomous", "region", "special", "administrative", "overseas",
        "collectivity",
        "department", "guinea", "africa", "african", "netherlands", "samoa", "sudan", "virgin",
        "korea",
        "congo", "heard", "cook", "man", "christmas", "norfolk", "jan", "mayen", "herald", "lands",
        "land",
        "sea", "coast", "bay", "mount", "porto", "puerto",
      ]
    )
}

extension FollowUpWords {
  /// The words that point a line back at the conversation in English.
  public static let english = FollowUpWords(
    pointers: [
      "it", "its", "there", "they", "them", "their", "theirs", "that", "those", "same", "meant",
      "instead", "both", "he", "she", "him", "her",
    ],
    openers: ["and", "also", "plus"],
    openingPairs: [["what", "about"], ["how", "about"], ["and", "what"], ["same", "for"]])
}
