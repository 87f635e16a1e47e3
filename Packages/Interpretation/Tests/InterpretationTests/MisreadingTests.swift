import Domain
import DomainTestSupport
import Interpretation
import Testing

/// Questions found read wrongly by people typing them: each reading looked right and was not.
@Suite struct MisreadingTests {
  private static let countries: [Country] = [
    place("US", "United States", "Washington, D.C.", "Americas", "North America"),
    place("PA", "Panama", "Panama City", "Americas", "Central America"),
    place("BH", "Bahrain", "Manama", "Asia", "Western Asia"),
    place("ML", "Mali", "Bamako", "Africa", "Western Africa"),
    place("MV", "Maldives", "Malé", "Asia", "Southern Asia"),
    place("ZA", "South Africa", "Pretoria", "Africa", "Southern Africa", borders: ["BW"]),
    place("BW", "Botswana", "Gaborone", "Africa", "Southern Africa", borders: ["ZA"]),
    place("DE", "Germany", "Berlin", "Europe", "Western Europe"),
    place("IN", "India", "New Delhi", "Asia", "Southern Asia"),
  ]
  private let sut = MultilingualQuestionInterpreter(countries: Self.countries)

  private static func place(
    _ code: String, _ name: String, _ capital: String, _ region: String, _ subregion: String,
    borders: [String] = []
  ) -> Country {
    let country = SampleCountries.make(
      code, name, capitals: [capital],
      translations: name == "Germany" ? ["deu": "Deutschland", "por": "Alemanha"] : ["deu": name])
    return Country(
      cca2: code, cca3: country.cca3, names: country.names, capitals: [capital],
      flag: country.flag, population: 1_000, area: 1_000, region: region, subregion: subregion,
      continents: [region], borders: borders)
  }

  @Test(arguments: ["what's the capital of the us", "flag of the us"])
  func interpret_readsTheUsAsTheUnitedStates(text: String) {
    #expect(sut.interpret(text)?.subject == .country("US"))
  }

  /// A capital's exact name is that capital, not a typo of a country one letter away.
  @Test(arguments: [
    ("Manama is the capital of which country", "BH"),
    ("what country has the capital male", "MV"),
  ])
  func interpret_readsACapitalAsItselfNotAsATypoOfACountry(text: String, code: String) {
    #expect(sut.interpret(text) == Question(intent: .reverseCapital, subject: .country(code)))
  }

  /// "Washington DC" is how people type "Washington, D.C.": the data also gives it as the capital of
  /// the US Minor Outlying Islands, so both are offered, never the islands alone.
  @Test func interpret_readsAnInitialismTypedAsOneWordInACapital() {
    let outlying = Self.place("UM", "United States Minor Outlying Islands", "Washington DC", "", "")
    let sut = MultilingualQuestionInterpreter(countries: Self.countries + [outlying])

    let subject = sut.interpret("washington dc is the capital of what country")?.subject

    #expect(subject == .ambiguous(["US", "UM"]) || subject == .ambiguous(["UM", "US"]))
  }

  /// "Africa" inside "South Africa" names no region.
  @Test(arguments: ["what countries border south africa", "which countries border south africa"])
  func interpret_readsARegionInsideACountrysNameAsTheCountry(text: String) {
    #expect(sut.interpret(text) == Question(intent: .borders, subject: .country("ZA")))
  }

  /// Ordinals, former states, negations and the like ask what the data does not hold.
  @Test(arguments: [
    "second largest country in the world", "the 2nd most populous country",
    "countries that don't use the euro", "former capital of germany",
    "largest landlocked country", "richest country in africa",
    "ehemalige Hauptstadt von Deutschland", "numeric code of germany",
  ])
  func interpret_leavesQuestionsTheDataCannotAnswerUnread(text: String) {
    #expect(sut.interpret(text) == nil)
  }

  @Test func interpret_readsTellMeAboutInPortugueseAsTheOverviewNotItsLanguages() {
    #expect(
      sut.interpret("fala-me da Alemanha")
        == Question(intent: .overview, subject: .country("DE"), language: .portuguese))
  }

  @Test func interpret_readsCountriesNearMeInGerman() {
    #expect(sut.interpret("Länder in meiner Nähe")?.subject == .userLocation)
  }

  @Test func interpret_namesARankingsScopeItDoesNotKnow() {
    #expect(sut.interpret("most populous country in the eu")?.subject == .unknownPlace("eu"))
    #expect(sut.interpret("largest country in terms of area")?.intent == .superlative)
  }
}

/// Two filters on one set of countries: the quiz forms one group at a time.
@Suite struct TwoFilterTests {
  private static let countries: [Country] = [
    ("SN", "Senegal", "Africa", "Western Africa", "French", "XOF"),
    ("FR", "France", "Europe", "Western Europe", "French", "EUR"),
    ("ES", "Spain", "Europe", "Southern Europe", "Spanish", "EUR"),
    ("MX", "Mexico", "Americas", "North America", "Spanish", "MXN"),
  ].map { code, name, region, subregion, language, currency in
    let base = SampleCountries.make(code, name, capitals: [name + " City"])
    return Country(
      cca2: code, cca3: base.cca3, names: base.names, capitals: base.capitals, flag: base.flag,
      region: region, subregion: subregion, continents: [region],
      languages: [Country.Language(code: String(language.lowercased().prefix(3)), name: language)],
      currencies: [Country.Currency(code: currency, name: currency, symbol: "")])
  }
  private let sut = MultilingualQuestionInterpreter(countries: Self.countries)

  @Test(arguments: [
    "countries in africa that speak french", "spanish speaking countries in europe",
    "countries starting with S in africa", "which countries in europe use the euro",
  ])
  func interpret_leavesTwoFiltersOnOneSetUnread(text: String) {
    #expect(sut.interpret(text) == nil)
  }

  @Test(arguments: [
    ("countries in africa", Intent.countriesInRegion),
    ("countries that speak french", .countriesByLanguage),
    ("countries starting with S", .countriesByPrefix),
    ("which countries use the euro", .countriesByCurrency),
    ("list every country in africa", .countriesInRegion),
    ("each nation in europe", .countriesInRegion),
  ])
  func interpret_stillReadsOneFilter(text: String, intent: Intent) {
    #expect(sut.interpret(text)?.intent == intent)
  }
}
