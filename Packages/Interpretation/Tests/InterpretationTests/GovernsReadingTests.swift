import Domain
import DomainTestSupport
import Interpretation
import Testing

@Suite struct GovernsReadingTests {
  @Test(arguments: [
    ("who is the king of Spain", Intent.headOfState, Office?.some(.king), Language.english),
    ("who is the president of Spain", .headOfState, .president, .english),
    ("who leads Spain", .headOfState, nil, .english),
    ("who is the prime minister of Spain", .headOfGovernment, .primeMinister, .english),
    (
      "¿quién es el presidente del gobierno de España?", .headOfGovernment, .primeMinister, .spanish
    ),
    ("qui est le Premier ministre de l'Espagne ?", .headOfGovernment, .primeMinister, .french),
    ("wer ist der König von Spanien?", .headOfState, .king, .german),
    ("chi è il re di Spagna?", .headOfState, .king, .italian),
  ])
  func interpret_readsTheOfficeAQuestionNames(
    text: String, intent: Intent, office: Office?, language: Language
  ) {
    #expect(
      Self.sut.interpret(text)
        == Question(intent: intent, subject: .country("ES"), language: language, office: office))
  }

  @Test(arguments: [
    "who was the first president of Spain", "who was the king of Spain",
    "quién fue el primer presidente de España", "qui était le roi d'Espagne",
  ])
  func interpret_readsNoQuestionAboutThePast(text: String) {
    #expect(Self.sut.interpret(text) == nil)
  }

  @Test(arguments: [
    "is Puerto Rico part of the United States?", "does Puerto Rico belong to the United States",
  ])
  func interpret_readsATerritoryAndTheStateAskedAbout(text: String) {
    #expect(
      Self.sut.interpret(text)
        == Question(intent: .sovereignState, subject: .between(["PR", "US"])))
  }

  @Test(arguments: [
    ("does spain belong to the eu", "ES", Organisation.eu),
    ("does Spain belong to NATO?", "ES", .nato),
  ])
  func interpret_readsBelongingToAnOrganisationAsItsMembership(
    text: String, code: String, organisation: Organisation
  ) {
    #expect(
      Self.sut.interpret(text)
        == Question(intent: .membership, subject: .country(code), organisation: organisation))
  }

  @Test(arguments: [
    ("people per square km in Spain", Intent.density),
    ("how big is the economy of spain", .gdp),
  ])
  func interpret_readsAFigureByItsEverydayWords(text: String, intent: Intent) {
    #expect(Self.sut.interpret(text)?.intent == intent)
  }

  // MARK: - Helpers

  private static let sut = MultilingualQuestionInterpreter(countries: [
    SampleCountries.make(
      "ES", "Spain",
      translations: [
        "fra": "Espagne", "spa": "España", "deu": "Spanien", "por": "Espanha", "ita": "Spagna",
      ]),
    SampleCountries.make("PR", "Puerto Rico"),
    SampleCountries.make("US", "United States"),
  ])
}
