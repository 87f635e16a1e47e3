import Composition
import CountriesAPI
import Domain
import Presentation
import Testing

/// The figures (population density, GDP, GDP per person, HDI, Gini index), asked as people ask
/// them in each language, through the function the shells call: of one country, as a follow-up,
/// ranked and compared, and of a country the data has no figure for.
@Suite struct EconomyAcceptanceTests {
  static let oneCountry: [(String, Language, Intent, String, String)] = [
    ("how dense is Bangladesh", .english, .density, "BD", "1,151 people per km²"),
    ("population density of Monaco", .english, .density, "MC", "19,021 people per km²"),
    ("what is the GDP of Germany", .english, .gdp, "DE", "4,121 billion US dollars"),
    ("how rich is Norway per person", .english, .gdpPerCapita, "NO", "US dollars"),
    ("gdp per capita of Qatar", .english, .gdpPerCapita, "QA", "74,785 US dollars"),
    ("what's Japan's HDI", .english, .hdi, "JP", "0.925"),
    ("how unequal is South Africa", .english, .gini, "ZA", "63 (2014;"),
    ("gini of Brazil", .english, .gini, "BR", "51.6 (2023"),
    ("densité de population de la France", .french, .density, "FR", "habitants par km²"),
    ("PIB de l'Espagne", .french, .gdp, "ES", "milliards de dollars américains"),
    ("quel est l'IDH du Japon ?", .french, .hdi, "JP", "0,925"),
    ("¿cuál es el PIB per cápita de Chile?", .spanish, .gdpPerCapita, "CL", "dólares"),
    ("densidad de población de México", .spanish, .density, "MX", "habitantes por km²"),
    ("coeficiente de Gini de Colombia", .spanish, .gini, "CO", "("),
    ("BIP von Deutschland", .german, .gdp, "DE", "Milliarden US-Dollar"),
    ("Wie hoch ist die Bevölkerungsdichte der Niederlande?", .german, .density, "NL", "pro km²"),
    ("Gini-Index von Österreich", .german, .gini, "AT", "28,1 (2023"),
    ("renda per capita do Brasil", .portuguese, .gdpPerCapita, "BR", "dólares americanos"),
    ("qual é o IDH de Portugal?", .portuguese, .hdi, "PT", "0,89"),
    ("PIL pro capite dell'Italia", .italian, .gdpPerCapita, "IT", "dollari statunitensi"),
    ("qual è la densità di popolazione dell'Italia?", .italian, .density, "IT", "abitanti per km²"),
    ("indice di sviluppo umano della Svizzera", .italian, .hdi, "CH", "0,97"),
  ]

  @Test(arguments: oneCountry)
  func ofOneCountry_givesTheFigureInTheQuestionsLanguage(
    question: String, language: Language, intent: Intent, code: String, value: String
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == intent, "\(question): \(reply.text)")
    #expect(reply.countries == [code], "\(question): \(reply.text)")
    #expect(reply.language == language, "\(question): \(reply.text)")
    #expect(reply.text.contains(value), "\(question): \(reply.text)")
  }

  @Test func gdp_isDatedAndInUSDollars() async {
    let reply = await ask("what is the GDP of Germany")

    #expect(
      reply.text
        == "The GDP of Germany is 4,121 billion US dollars (REST Countries v4 data of 2026-02-25).")
  }

  @Test func aFollowUp_asksTheSameFigureOfAnotherCountry() async {
    let engine = makeEngine()
    let (first, conversation) = await engine.ask("what is the GDP of Germany", in: Conversation())
    let (second, _) = await engine.ask("and Belgium?", in: conversation)

    #expect(first.intent == .gdp)
    #expect(second.intent == .gdp, "\(second.text)")
    #expect(second.countries == ["BE"], "\(second.text)")
  }

  /// Never 0, never another country's figure: the reply says the data has none.
  @Test(arguments: [
    ("what is the GDP of Vatican City", "My data has no GDP for the Vatican City."),
    ("what's the HDI of Monaco", "My data has no Human Development Index for Monaco."),
    ("gini index of Singapore", "My data has no Gini index for Singapore."),
    (
      "population density of Bouvet Island",
      "My data has no population density for Bouvet Island: it gives it no people or no land."
    ),
  ])
  func aCountryWithoutTheFigure_saysSo(question: String, text: String) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(reply.text)")
    #expect(reply.text == text)
  }

  /// The Cocos Islands' GDP over 593 people: a per-person figure that would mislead.
  @Test func aGdpPerPersonOfVeryFewPeople_isNotGiven() async {
    let reply = await ask("gdp per capita of the Cocos Islands")

    #expect(reply.intent == .gdpPerCapita, "\(reply.text)")
    #expect(
      reply.text.hasPrefix("I will not give a GDP per person for the Cocos (Keeling) Islands"))
  }

  static let rankings: [(String, Language, String)] = [
    ("richest country in Africa by GDP per person", .english, "SC"),
    ("most densely populated country", .english, "MO"),
    ("country with the highest HDI in Europe", .english, "JE"),
    ("which country has the biggest GDP", .english, "US"),
    ("most unequal country in the world", .english, "ZA"),
    ("le pays le plus densément peuplé d'Europe", .french, "MC"),
    ("el país con el PIB per cápita más alto de América del Sur", .spanish, "UY"),
    ("das Land mit dem höchsten BIP in Europa", .german, "DE"),
    ("o país com o IDH mais alto da Ásia", .portuguese, "SG"),
    ("il paese più ricco pro capite d'Europa", .italian, "MC"),
  ]

  @Test(arguments: rankings)
  func aRanking_byAFigure_namesTheWinnerAndHowManyWereCompared(
    question: String, language: Language, winner: String
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .superlative, "\(question): \(reply.text)")
    #expect(reply.countries.first == winner, "\(question): \(reply.text)")
    #expect(reply.language == language, "\(question): \(reply.text)")
  }

  @Test func aRankingThatLeavesCountriesOut_saysHowManyItCompared() async {
    let reply = await ask("country with the highest HDI in Europe")

    #expect(reply.text.contains("Compared: \(reply.countries.count) of "), "\(reply.text)")
  }

  static let comparisons: [(String, Language, String, String)] = [
    ("is Belgium denser than the Netherlands", .english, "NL", "BE"),
    ("which has a bigger GDP, France or Italy", .english, "FR", "IT"),
    ("is Norway richer than Sweden per person", .english, "NO", "SE"),
    ("la Belgique est-elle plus dense que les Pays-Bas ?", .french, "NL", "BE"),
    ("¿tiene España un PIB más alto que Italia?", .spanish, "IT", "ES"),
  ]

  @Test(arguments: comparisons)
  func aComparison_byAFigure_putsTheWinnerFirst(
    question: String, language: Language, winner: String, other: String
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .comparison, "\(question): \(reply.text)")
    #expect(reply.countries == [winner, other], "\(question): \(reply.text)")
    #expect(reply.language == language, "\(question): \(reply.text)")
  }

  @Test func aComparisonWithACountryWithoutTheFigure_saysSo() async {
    let reply = await ask("which has a bigger GDP, Italy or Vatican City")

    #expect(reply.intent == .comparison, "\(reply.text)")
    #expect(reply.text == "My data has no GDP for the Vatican City.")
  }

  /// "richest" alone does not say by what (the total or per person): the quiz does not guess, and
  /// never ranks by area instead.
  @Test(arguments: [
    "richest country in africa", "what is the richest country in Europe",
    "which is the poorest country in Africa", "quel est le pays le plus riche d'Europe",
    "cuál es el país más rico de Europa", "welches ist das reichste Land der Welt",
    "qual é o país mais rico da Europa", "qual è il paese più povero d'Asia",
  ])
  func aRankingThatDoesNotSayByWhat_isNotAnswered(question: String) async {
    let reply = await ask(question)

    #expect(reply.outcome == .unrecognized, "\(question): \(reply.text)")
  }

  /// "Rico" is Spanish for rich, and a word of two countries' names.
  @Test(arguments: [
    ("¿a qué país pertenece Puerto Rico?", "PR"), ("población de Costa Rica", "CR"),
  ])
  func aNameWithARichWord_isStillRead(question: String, code: String) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.countries.first == code, "\(question): \(reply.text)")
  }

  /// Every code of the table is a country of the bundled data.
  @Test func everyCodeOfTheTable_isACountryOfTheBundledData() async throws {
    let dataset = try await BundledCountryLoader().loadCountries(refreshing: false)
    let codes = Set(dataset.countries.map(\.cca2))

    #expect(Set(Economy.codes).isSubset(of: codes), "\(Set(Economy.codes).subtracting(codes))")
  }

  private func makeEngine() -> ConversationEngine {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    return QuizComposer.makeEngine(answerer: answerer)
  }

  private func ask(_ question: String) async -> Reply {
    await makeEngine().ask(question, in: Conversation()).0
  }
}
