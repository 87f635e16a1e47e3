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
      intent: .reverseCapital, asks: "country of a capital", answer: .countryFromClue,
      template: "Which country has Nairobi as its capital?"),
    Capability(
      intent: .reverseFlag, asks: "country of a flag", answer: .countryFromClue,
      template: "Which country's flag is 🇯🇵?"),
    Capability(
      intent: .reverseIsoCode, asks: "country of a code", answer: .countryFromClue,
      template: "Which country has the code DE?"),
    Capability(
      intent: .countriesInRegion, asks: "countries in a region", answer: .countrySet,
      template: "Which countries are in South America?"),
    Capability(
      intent: .countriesByLanguage, asks: "countries speaking a language", answer: .countrySet,
      template: "Which countries speak Portuguese?"),
    Capability(
      intent: .countriesByCurrency, asks: "countries using a currency", answer: .countrySet,
      template: "Which countries use the euro?"),
    Capability(
      intent: .countriesByPrefix, asks: "countries by first letters", answer: .namePrefix,
      template: "Which countries start with CH?"),
    Capability(
      intent: .superlative, asks: "largest and most populous", answer: .ranking,
      template: "What is the largest country in Africa?"),
    Capability(
      intent: .comparison, asks: "comparisons", answer: .ranking,
      template: "Is France bigger than Spain?"),
  ]

  /// "capital, ISO alpha-2 code, flag, …": what help and banners say the quiz answers.
  public static var summary: String {
    let topics = all.map(\.asks)
    guard let last = topics.last else { return "" }
    return topics.dropLast().joined(separator: ", ") + " and " + last
  }
}
