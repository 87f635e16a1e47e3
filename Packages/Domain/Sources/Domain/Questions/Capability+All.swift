extension Capability {
  /// Everything the quiz can answer, in the order help lists it.
  public static let all: [Capability] = [
    Capability(
      intent: .capital, asks: "capital", answer: .oneCountry,
      template: "What is the capital of {country}?"),
    Capability(
      intent: .isoCode, asks: "ISO alpha-2 code", answer: .oneCountry,
      template: "What is the ISO alpha-2 code for {country}?"),
    Capability(
      intent: .flag, asks: "flag", answer: .oneCountry, template: "Show me the flag of {country}"),
    Capability(
      intent: .population, asks: "population", answer: .oneCountry,
      template: "How many people live in {country}?"),
    Capability(
      intent: .area, asks: "area", answer: .oneCountry, template: "How big is {country}?"),
    Capability(
      intent: .currency, asks: "currency", answer: .oneCountry,
      template: "What currency does {country} use?"),
    Capability(
      intent: .languages, asks: "languages", answer: .oneCountry,
      template: "What languages are spoken in {country}?"),
    Capability(
      intent: .region, asks: "region", answer: .oneCountry, template: "Where is {country}?"),
    Capability(
      intent: .borders, asks: "neighbours", answer: .oneCountry,
      template: "Which countries border {country}?"),
    Capability(
      intent: .callingCode, asks: "calling code", answer: .oneCountry,
      template: "What is the calling code for {country}?"),
    Capability(
      intent: .timezones, asks: "time zones", answer: .oneCountry,
      template: "What time zone is {country} in?"),
    Capability(
      intent: .demonym, asks: "demonym", answer: .oneCountry,
      template: "What are people from {country} called?"),
    Capability(
      intent: .drivingSide, asks: "driving side", answer: .oneCountry,
      template: "Which side of the road do they drive on in {country}?"),
    Capability(
      intent: .tld, asks: "internet domain", answer: .oneCountry,
      template: "What is the internet domain of {country}?"),
    Capability(
      intent: .flagDescription, asks: "flag's colours", answer: .oneCountry,
      template: "What colours are on the flag of {country}?"),
    Capability(
      intent: .overview, asks: "overview", answer: .oneCountry, template: "Tell me about {country}"),
    Capability(
      intent: .reverseCapital, asks: "capital", answer: .countryFromClue,
      template: "Which country has Nairobi as its capital?"),
    Capability(
      intent: .reverseFlag, asks: "flag", answer: .countryFromClue,
      template: "Which country's flag is 🇯🇵?"),
    Capability(
      intent: .reverseIsoCode, asks: "ISO code", answer: .countryFromClue,
      template: "Which country has the code DE?"),
    Capability(
      intent: .countriesInRegion, asks: "are in a region", answer: .countrySet,
      template: "Which countries are in South America?"),
    Capability(
      intent: .countriesByLanguage, asks: "speak a language", answer: .countrySet,
      template: "Which countries speak Portuguese?"),
    Capability(
      intent: .countriesByCurrency, asks: "use a currency", answer: .countrySet,
      template: "Which countries use the euro?"),
    Capability(
      intent: .countriesByPrefix, asks: "start with some letters", answer: .namePrefix,
      template: "Which countries start with CH?"),
    Capability(
      intent: .search, asks: "match a search", answer: .namePrefix,
      template: "Search for guinea"),
    Capability(
      intent: .nearby, asks: "closest countries", answer: .oneCountry,
      template: "Which countries are closest to {country}?"),
    Capability(
      intent: .distance, asks: "distance to another", answer: .oneCountry,
      template: "How far is {country} from Peru?"),
    Capability(
      intent: .superlative, asks: "the largest or most populous country", answer: .ranking,
      template: "What is the largest country in Africa?"),
    Capability(
      intent: .comparison, asks: "which of two is bigger", answer: .ranking,
      template: "Is France bigger than Spain?"),
  ]

  /// "a country's capital, …; which country has a given capital, flag or ISO code; which countries
  /// are in a region, …; the largest …": what help, banners and the web page say the quiz answers.
  public static var summary: String {
    func asks(_ kinds: [AnswerKind], conjunction: String) -> String {
      let phrases = all.filter { kinds.contains($0.answer) }.map(\.asks)
      guard let last = phrases.last else { return "" }
      return phrases.count == 1
        ? last : phrases.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
    return [
      "a country's " + asks([.oneCountry], conjunction: "and"),
      "which country has a given " + asks([.countryFromClue], conjunction: "or"),
      "which countries " + asks([.countrySet, .namePrefix], conjunction: "or"),
      asks([.ranking], conjunction: "and"),
    ].joined(separator: "; ")
  }
}
