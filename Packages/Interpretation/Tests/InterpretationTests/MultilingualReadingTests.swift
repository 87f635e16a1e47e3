import Domain
import DomainTestSupport
import Interpretation
import Testing

@Suite struct MultilingualReadingTests {
  private let sut = MultilingualQuestionInterpreter(countries: Confusables.countries)

  @Test(arguments: [
    "what is venture capital", "capital letter rules in english",
    "iso 27001 certification requirements", "what is the inflation rate of norway",
  ])
  func interpret_leavesEnglishOffTopicQuestionsToEnglish(text: String) {
    #expect(sut.interpret(text) == nil)
  }

  @Test(arguments: [
    ("quelle est la capitale du Chile", Language.french),
    ("cual es la capital de Chile", .spanish), ("was ist die Hauptstadt von Chile", .german),
    ("qual é a capital do Chile", .portuguese), ("qual è la capitale del Chile", .italian),
    ("what is the capital of Chile", .english),
  ])
  func interpret_asksTheQuestionInTheLanguageOfItsWords(text: String, language: Language) {
    #expect(
      sut.interpret(text) == Question(intent: .capital, subject: .country("CL"), language: language)
    )
  }

  /// "France" is written alike in English and French, "Allemagne" only in French: the better-sourced
  /// name must not silently win over the other country named.
  @Test(arguments: ["nenne alle Länder in Europa", "zeig mir die Flagge von Chile"])
  func read_isGermanAloneWhenItsImperativesAskTheQuestion(text: String) {
    let reading = sut.read(text, candidates: [])

    #expect(reading.language == .german)
    #expect(reading.otherLanguages.isEmpty)
  }

  @Test(arguments: [
    "capitale de l'Allemagne et de la France", "capitale de la France et de l'Allemagne",
  ])
  func interpret_asksWhichWhenANameInTheLanguageAndAnotherAreBothNamed(text: String) {
    let subject = sut.interpret(text)?.subject
    #expect(subject == .ambiguous(["DE", "FR"]) || subject == .ambiguous(["FR", "DE"]))
  }

  /// Countries that speak languages, for questions that name one.
  private static let speaking = MultilingualQuestionInterpreter(
    countries: [
      ("FR", "France", "Frankreich", "French"), ("BE", "Belgium", "Belgien", "Dutch"),
      ("GB", "United Kingdom", "Vereinigtes Königreich", "English"),
    ].map {
      code, name, german, language in
      let country = SampleCountries.make(
        code, name, translations: ["deu": german], demonym: language == "English" ? nil : language)
      return Country(
        cca2: country.cca2, cca3: country.cca3, names: country.names, capitals: [],
        flag: country.flag, population: 1_000,
        languages: [
          Country.Language(code: String(language.lowercased().prefix(3)), name: language)
        ],
        demonym: country.demonym)
    })

  /// How many people speak a language is not in the data: the country's population would look right.
  @Test(arguments: [
    "how many people in france speak english", "how many people speak french",
    "how many people speak dutch in belgium", "wie viele Menschen sprechen Englisch in Frankreich",
  ])
  func read_leavesACountOfALanguagesSpeakersUnread(text: String) {
    let reading = Self.speaking.read(text, candidates: [])
    #expect(Self.speaking.interpret(text) == nil)
    #expect(reading.question == nil && reading.intent == nil)
  }

  @Test(arguments: [
    "comment appelle-t-on les habitants de la France",
    "comment s'appellent les habitants de la France",
  ])
  func interpret_readsTheNameOfTheInhabitantsAsTheDemonymNotThePopulation(text: String) {
    #expect(Self.speaking.interpret(text)?.intent == .demonym)
  }

  @Test(arguments: [
    "what is the population and language of France", "how many people live in france",
    "wie viele Einwohner hat Frankreich",
  ])
  func interpret_stillReadsAPopulationWithoutALanguageNamed(text: String) {
    #expect(Self.speaking.interpret(text)?.subject == .country("FR"))
  }

  /// A name inside a region's longer name is no country of its own ("América" in "América do Sul").
  @Test(arguments: [
    "O Brasil é o maior país da América do Sul?", "is Brazil the biggest country in South America",
  ])
  func interpret_neverComparesWithACountryNamedInsideARegion(text: String) {
    let countries = [
      ("US", "United States", "Estados Unidos", "North America", ["America", "USA"]),
      ("BR", "Brazil", "Brasil", "South America", []),
      ("AR", "Argentina", "Argentina", "South America", []),
    ].map { code, name, portuguese, subregion, alternates in
      let country = SampleCountries.make(
        code, name, alternates: alternates, translations: ["por": portuguese])
      return Country(
        cca2: code, cca3: country.cca3, names: country.names, capitals: [], flag: country.flag,
        population: 1_000, area: code == "AR" ? 2_780_400 : 8_515_767, region: "Americas",
        subregion: subregion, continents: [subregion])
    }
    let question = MultilingualQuestionInterpreter(countries: countries).interpret(text)

    #expect(question?.intent != .comparison)
    if case .comparison(let codes, _) = question?.subject { #expect(!codes.contains("US")) }
  }
}
