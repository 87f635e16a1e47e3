extension Capability {
  /// Everything the quiz can answer, in the order help lists it. Each language pack words every
  /// one: how it is asked, what help calls it, an example and its answer's sentences.
  public static let all: [Capability] = [
    Capability(intent: .capital, answer: .oneCountry),
    Capability(intent: .isoCode, answer: .oneCountry),
    Capability(intent: .flag, answer: .oneCountry),
    Capability(intent: .population, answer: .oneCountry, measure: .population),
    Capability(intent: .area, answer: .oneCountry, measure: .area),
    Capability(intent: .density, answer: .oneCountry, measure: .density),
    Capability(intent: .gdp, answer: .oneCountry, measure: .gdp),
    Capability(intent: .gdpPerCapita, answer: .oneCountry, measure: .gdpPerCapita),
    Capability(intent: .hdi, answer: .oneCountry, measure: .hdi),
    Capability(intent: .gini, answer: .oneCountry, measure: .gini),
    Capability(intent: .currency, answer: .oneCountry),
    Capability(intent: .languages, answer: .oneCountry),
    Capability(intent: .region, answer: .oneCountry),
    Capability(intent: .borders, answer: .oneCountry),
    Capability(intent: .callingCode, answer: .oneCountry),
    Capability(intent: .timezones, answer: .oneCountry),
    Capability(intent: .demonym, answer: .oneCountry),
    Capability(intent: .drivingSide, answer: .oneCountry),
    Capability(intent: .landlocked, answer: .oneCountry) { $0.isLandlocked },
    Capability(intent: .tld, answer: .oneCountry),
    Capability(intent: .flagDescription, answer: .oneCountry),
    Capability(intent: .shape, answer: .oneCountry),
    Capability(intent: .overview, answer: .oneCountry),
    Capability(intent: .reverseCapital, answer: .countryFromClue),
    Capability(intent: .reverseFlag, answer: .countryFromClue),
    Capability(intent: .reverseIsoCode, answer: .countryFromClue),
    Capability(intent: .countriesInRegion, answer: .countrySet),
    Capability(intent: .countriesByLanguage, answer: .countrySet),
    Capability(intent: .countriesByCurrency, answer: .countrySet),
    Capability(intent: .countriesByPrefix, answer: .namePrefix),
    Capability(intent: .search, answer: .namePrefix),
    Capability(intent: .nearby, answer: .oneCountry),
    Capability(intent: .distance, answer: .oneCountry),
    Capability(intent: .landRoute, answer: .oneCountry),
    Capability(intent: .localTime, answer: .oneCountry, namesItsCountry: true),
    Capability(intent: .timeDifference, answer: .oneCountry, namesItsCountry: true),
    Capability(intent: .startOfWeek, answer: .oneCountry),
    Capability(intent: .clockFormat, answer: .oneCountry),
    Capability(intent: .measurementSystem, answer: .oneCountry),
    Capability(intent: .fifaCode, answer: .oneCountry),
    Capability(intent: .iocCode, answer: .oneCountry),
    Capability(intent: .vehicleCode, answer: .oneCountry),
    Capability(intent: .reverseVehicleCode, answer: .countryFromClue),
    Capability(intent: .postalCode, answer: .oneCountry),
    Capability(intent: .anthem, answer: .oneCountry),
    Capability(intent: .religion, answer: .oneCountry),
    Capability(intent: .membership, answer: .oneCountry),
    Capability(intent: .countriesInOrganisation, answer: .countrySet),
    Capability(intent: .headOfState, answer: .oneCountry),
    Capability(intent: .headOfGovernment, answer: .oneCountry),
    Capability(intent: .government, answer: .oneCountry),
    Capability(intent: .seatOfGovernment, answer: .oneCountry),
    Capability(intent: .sovereignState, answer: .oneCountry),
    Capability(intent: .superlative, answer: .ranking),
    Capability(intent: .comparison, answer: .ranking),
  ]

  /// The order a question's cues are weighed in when two intents are cued as strongly: specific
  /// readings before general ones. A yes-or-no fact comes first, as it is more specific than the
  /// set it may filter ("which African countries are landlocked" is not "the countries of
  /// Africa"); then "the country whose capital is …", "the largest country" and the rest listed
  /// here; an intent not listed is read last, in `all`'s order.
  public static let readingOrder: [Intent] = {
    let specific: [Intent] = [
      .reverseFlag, .reverseCapital, .reverseVehicleCode, .reverseIsoCode, .comparison,
      .superlative, .membership, .countriesInOrganisation,
      .countriesByLanguage, .countriesByCurrency, .countriesInRegion, .nearby, .timeDifference,
      .landRoute, .distance, .flagDescription, .seatOfGovernment, .headOfGovernment, .headOfState,
      .sovereignState, .government, .fifaCode, .iocCode, .vehicleCode, .postalCode, .capital,
      .callingCode, .isoCode, .flag, .gdpPerCapita, .gdp, .hdi, .gini, .density, .population, .area,
      .currency, .languages, .region, .borders, .timezones, .localTime, .demonym, .drivingSide,
      .tld, .overview, .countriesByPrefix, .search,
    ]
    let yesOrNo = all.filter(\.isYesOrNo).map(\.intent)
    return yesOrNo + specific.filter { !yesOrNo.contains($0) }
      + all.map(\.intent).filter { !specific.contains($0) && !yesOrNo.contains($0) }
  }()
}
