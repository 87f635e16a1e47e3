import Domain

extension Phrasebook {
  /// English's words for answers beyond one fact, help's summary and a card's labels.
  public static let english = Phrasebook(
    language: .english,
    sentences: englishEconomy.merging([
      .group: "{value}: {count}: {other}.",
      .groupWorld: "The world",
      .groupLanguage: "Where {value} is spoken",
      .groupCurrency: "Using {value}",
      .superlativeMost: "{country} comes first {scope} by {measure}.",
      .superlativeLeast: "{country} comes last {scope} by {measure}.",
      .comparison: "{country} beats {other} by {measure}.",
      .inTheWorld: "in the world",
      .inRegion: "in {value}",
      .byArea: "area ({value})",
      .byPopulation: "population ({value})",
      .byNeighbours: "number of neighbours ({value})",
      .and: "and",
      .andBeforeI: "and",
      .or: "or",
      .inhabitants: "inhabitants",
      .independent: "independent",
      .inEnglish: "In English: {value}.",
      .searchMatches: "{count} countries match “{value}”, best first:\n{other}",
      .searchNone: "No country's name contains “{value}”.",
      .nearestTo:
        "The countries nearest to {country}, measured between the centres the data gives:\n{other}",
      .nearestYou: "You are in or near {value}. The nearest countries:\n{other}",
      .distanceApart: "{country} and {other} are {value} apart, measured between their centres.",
      .distanceFromYou: "{country} is {value} from you; you are in or near {other}.",
      .summaryOneCountry: "a country's {value}",
      .summaryClue: "which country has a given {value}",
      .summarySet: "which countries {value}",
      .summaryRanking: "{value}",
    ]) { economy, _ in economy },
    regions: [
      "Caribbean": "the Caribbean", "Americas": "the Americas", "Antarctic": "the Antarctic",
    ],
    cardLabels: [
      .officialName: "Official name", .capital: "Capital", .capitals: "Capitals",
      .population: "Population", .area: "Area", .region: "Region", .language: "Language",
      .languages: "Languages", .currency: "Currency", .currencies: "Currencies",
      .neighbours: "Neighbours", .callingCode: "Calling code", .timeZone: "Time zone",
      .timeZones: "Time zones", .drivesOn: "Drives on", .data: "Data", .none: "none",
      .noneListed: "none listed", .noneOfItsOwn: "none of its own",
      .noLandBorders: "none (no land borders)", .unknown: "unknown", .left: "the left",
      .right: "the right", .regionalCodes: "{value} (and {count} regional codes)",
      .dataAsOf: "{value} as of {other}", .people: "{value} people", .bundled: "bundled snapshot",
      .cache: "cache", .live: "live",
    ],
    smallNumbers: [
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ],
    numbers: .english)
}

extension NameGrammar {
  /// "the" before plural names and names that are a union, a republic or islands ("the United
  /// States", "the Philippines", "the Central African Republic").
  public static let english = NameGrammar(
    articles: [
      .the: [.plural: "the "], .of: [.plural: "of the ", .bare: "of "],
      .in: [.plural: "in the ", .bare: "in "],
    ],
    defaultClass: { name in
      englishNamesWithThe.contains(name) || name.hasPrefix("United ")
        || name.hasSuffix(" Islands") || name.hasSuffix(" Republic")
        || name.hasPrefix("Republic of ") ? .plural : .bare
    },
    currencies: [:], defaultCurrencyClass: .plural)
}

/// Names English says with "the" that no rule of their shape catches.
private let englishNamesWithThe: Set<String> = [
  "Netherlands", "Philippines", "Bahamas", "Gambia", "Maldives", "Comoros", "Seychelles",
  "Caribbean Netherlands", "Vatican City", "British Indian Ocean Territory", "Falkland Islands",
]

extension NumberMarks {
  /// English's marks: the pack's, and `Numbers`' in Presentation, which writes English's figures.
  public static let english = NumberMarks(group: ",", decimal: ".")
}
