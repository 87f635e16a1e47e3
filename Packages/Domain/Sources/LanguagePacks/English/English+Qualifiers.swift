import Domain

/// The words a English question may hold besides its cue, subject and filler (`QualifierWords`).
extension QualifierWords {
  public static let english = QualifierWords(
    facts: [
      .density: ["population", "populated", "people", "crowded", "inhabitants"],
      .gdp: ["economy", "nominal", "total", "size", "dollars", "usd"],
      .gdpPerCapita: ["rich", "wealthy", "average", "income", "gdp", "dollars", "usd"],
      .hdi: ["index", "development", "human"],
      .gini: ["index", "coefficient", "income", "incomes"],
      .population: [
        "exist", "exists", "live", "living",
        "total", "current", "currently", "estimated", "approximate", "approximately", "roughly",
        "latest", "overall", "number", "count", "size",
      ],
      .area: [
        "total", "land", "overall", "surface", "size", "square", "kilometres", "kilometers", "km",
        "miles", "sq",
      ],
      .callingCode: [
        "international", "country", "phone", "telephone", "number", "prefix", "dial", "dialing",
        "dialling",
      ],
      .tld: [
        "ending", "extension", "suffix", "website", "websites", "web", "url", "domain", "internet",
        "sites",
      ],
      .currency: [
        "use", "uses", "used", "pay", "pays", "paid",
        "bring", "need", "take", "spend", "pay", "official", "local", "national", "money", "cash",
      ],
      .languages: [
        "official", "national", "main", "mainly", "mostly", "primary", "native", "spoken", "people",
      ],
      .drivingSide: [
        "cars", "car", "traffic", "road", "roads", "left", "right", "hand", "side", "drive",
        "driving", "people",
      ],
      .demonym: [
        "people", "citizens", "residents", "inhabitants", "called", "someone", "person", "native",
      ],
      .region: ["located", "continent", "part", "world", "map", "situated"],
      .timezones: ["zone", "zones", "time", "clock"],
      .borders: [
        "share", "shares", "countries", "neighbouring", "neighboring", "adjacent", "surround",
        "surrounding", "touch",
      ],
      .flag: ["picture", "image", "emoji", "national", "look", "looks"],
      .flagDescription: ["look", "looks", "national", "design"],
      .capital: ["official", "national", "current"],
      .overview: [
        "something", "anything", "more", "everything", "facts", "info", "information", "summary",
      ],
    ],
    general: [
      "show", "display", "give", "tell", "need", "want", "know", "wondering", "curious", "quick",
      "quickly", "find",
    ])
}
