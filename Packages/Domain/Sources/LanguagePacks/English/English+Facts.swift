import Domain

/// Every fact in English: how it is asked (`English+Cues.swift`), what help calls it, an example,
/// and its answer's sentences. `{the country}`, `{of country}` and `{in country}` are the country's
/// name with the words English puts before it ("the Bahamas"); a sentence's first letter is
/// capitalized when it is said.
extension FactTable {
  static let englishOwnFacts = FactTable(facts: [
    .capital: FactWords.capital.worded(
      asks: "capital", example: "What is the capital of {country}?",
      says: [
        .one: "The capital {of country} is {value}.",
        .many: "{the country} has {count} capitals: {value}.",
        .none: "{the country} has no capital.",
      ]),
    .isoCode: FactWords.isoCode.worded(
      asks: "ISO alpha-2 code", example: "What is the ISO alpha-2 code for {country}?",
      says: [.one: "The ISO alpha-2 code for {the country} is {value}."]),
    .flag: FactWords.flag.worded(
      asks: "flag", example: "Show me the flag of {country}",
      says: [.one: "The flag {of country} is {value}"]),
    .population: FactWords.population.worded(
      asks: "population", example: "How many people live in {country}?",
      says: [.one: "{the country} has {value} inhabitants ({date} data)."]),
    .area: FactWords.area.worded(
      asks: "area", example: "How big is {country}?",
      says: [.one: "{the country} covers {value}."]),
    .currency: FactWords.currency.worded(
      asks: "currency", example: "What currency does {country} use?",
      says: [
        .one: "{the country} uses {the value}.",
        .none: "{the country} has no currency of its own in my data.",
      ]),
    .languages: FactWords.languages.worded(
      asks: "languages", example: "What languages are spoken in {country}?",
      says: [
        .one: "The language {of country} is {value}.",
        .many: "{the country} has {count} languages: {value}.",
        .none: "My data lists no language for {the country}.",
      ]),
    .region: FactWords.region.worded(
      asks: "region", example: "Where is {country}?",
      says: [
        .one: "{the country} is in {value}, in {other}.",
        .many: "{the country} is in {value}, in {other} (continents: {continents}).",
        .none: "{the country} is in {other}.",
      ]),
    .borders: FactWords.borders.worded(
      asks: "neighbours", example: "Which countries border {country}?",
      says: [
        .one: "{the country} borders one country: {value}.",
        .many: "{the country} borders {count} countries: {value}.",
        .none: "{the country} has no land borders.",
      ]),
    .callingCode: FactWords.callingCode.worded(
      asks: "calling code", example: "What is the calling code for {country}?",
      says: [
        .one: "The calling code {of country} is {value}.",
        .many: "{the country} has {count} calling codes: {value}.",
        .pair: "The calling code {of country} is {value}, followed by a regional code ({other}).",
        .none: "My data has no calling code for {the country}.",
      ]),
    .timezones: FactWords.timezones.worded(
      asks: "time zones", example: "What time zone is {country} in?",
      says: [
        .one: "{the country} has one time zone: {value}.",
        .many: "{the country} has {count} time zones: {value}.",
        .none: "My data has no time zone for {the country}.",
      ]),
    .demonym: FactWords.demonym.worded(
      asks: "demonym", example: "What are people from {country} called?",
      says: [
        .one: "People from {the country} are called {value}.",
        .pair: "A man from {the country} is called {value}, a woman {other}.",
        .none: "My data has no demonym for {the country}.",
      ]),
    .drivingSide: FactWords.drivingSide.worded(
      asks: "driving side", example: "Which side of the road do they drive on in {country}?",
      says: [
        .left: "In {the country}, traffic drives on the left.",
        .right: "In {the country}, traffic drives on the right.",
        .none: "My data does not say how {the country} drives.",
      ]),
    .landlocked: FactWords(
      cues: [
        "landlocked", "land-locked", "coastline", "coastal", "seaside", "no coast", "a coast",
        "has a coast", "have a coast", "sea access", "access to the sea", "access to the ocean",
        "no sea", "border the sea", "on the sea", "by the sea",
      ],
      allowedTopics: ["without"],
      asks: "whether it is landlocked", example: "Is {country} landlocked?",
      says: [
        .yes: "{the country} is landlocked: it has no coast.",
        .no: "{the country} is not landlocked: it has a coast.",
        .members: "{value}: landlocked countries ({count}): {other}.",
        .noMembers: "{value}: no landlocked country.",
      ]),
    .tld: FactWords.tld.worded(
      asks: "internet domain", example: "What is the internet domain of {country}?",
      says: [
        .one: "The internet domain {of country} is {value}.",
        .many: "{the country} has {count} internet domains: {value}.",
        .none: "My data has no internet domain for {the country}.",
      ]),
    .flagDescription: FactWords.flagDescription.worded(
      asks: "flag's colours", example: "What colours are on the flag of {country}?",
      says: [
        .one: "{value} {other}",
        .none: "The flag {of country} is {value}; my data does not describe it.",
      ]),
    .overview: FactWords.overview.worded(
      asks: "overview", example: "Tell me about {country}", says: [.one: "{value}"]),
    .reverseCapital: FactWords.reverseCapital.worded(
      asks: "capital", example: "Which country has Nairobi as its capital?",
      says: [
        .one: "{value} is the capital {of country}.",
        .many: "{value} are the capitals {of country}.",
      ]),
    .reverseFlag: FactWords.reverseFlag.worded(
      asks: "flag", example: "Which country's flag is 🇯🇵?",
      says: [.one: "{value} is the flag {of country}."]),
    .reverseIsoCode: FactWords.reverseIsoCode.worded(
      asks: "ISO code", example: "Which country has the code DE?",
      says: [.one: "{value} (alpha-3 {other}) is the ISO code {of country}."]),
    .countriesInRegion: FactWords.countriesInRegion.worded(
      asks: "are in a region", example: "Which countries are in South America?", says: [:]),
    .countriesByLanguage: FactWords.countriesByLanguage.worded(
      asks: "speak a language", example: "Which countries speak Portuguese?", says: [:]),
    .countriesByCurrency: FactWords.countriesByCurrency.worded(
      asks: "use a currency", example: "Which countries use the euro?", says: [:]),
    .countriesByPrefix: FactWords.countriesByPrefix.worded(
      asks: "start with some letters", example: "Which countries start with CH?", says: [:]),
    .search: FactWords.search.worded(
      asks: "match a search", example: "Search for guinea", says: [:]),
    .nearby: FactWords.nearby.worded(
      asks: "closest countries", example: "Which countries are closest to {country}?",
      says: [:]),
    .distance: FactWords.distance.worded(
      asks: "distance to another", example: "How far is {country} from Peru?", says: [:]),
    .superlative: FactWords.superlative.worded(
      asks: "the largest or most populous country",
      example: "What is the largest country in Africa?", says: [:]),
    .comparison: FactWords.comparison.worded(
      asks: "which of two is bigger", example: "Is France bigger than Spain?", says: [:]),
  ])
}
