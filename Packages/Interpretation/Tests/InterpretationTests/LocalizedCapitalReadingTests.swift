import Domain
import DomainTestSupport
import Interpretation
import Testing

/// Capitals written the way another language writes them ("Wien", "Lubiana", "Pékin"): each language
/// reads its own forms, and every language's at a lower rank, never over a country's name.
@Suite struct LocalizedCapitalReadingTests {
  private let sut = MultilingualQuestionInterpreter(countries: Self.countries)

  private static let countries =
    Confusables.countries + [
      SampleCountries.make(
        "MZ", "Mozambique", capitals: ["Maputo"],
        translations: ["por": "Moçambique", "spa": "Mozambique", "ita": "Mozambico"]),
      SampleCountries.make(
        "GT", "Guatemala", capitals: ["Guatemala City"],
        translations: ["fra": "Guatemala", "spa": "Guatemala"]),
      SampleCountries.make(
        "LU", "Luxembourg", capitals: ["Luxembourg"],
        translations: ["deu": "Luxemburg", "spa": "Luxemburgo", "ita": "Lussemburgo"]),
      SampleCountries.make(
        "PA", "Panama", capitals: ["Panama City"], translations: ["spa": "Panamá"]),
      SampleCountries.make("CU", "Cuba", capitals: ["Havana"]),
      SampleCountries.make(
        "ST", "São Tomé and Príncipe", capitals: ["São Tomé"],
        translations: ["spa": "Santo Tomé y Príncipe"]),
      SampleCountries.make(
        "EG", "Egypt", capitals: ["Cairo"], translations: ["spa": "Egipto", "por": "Egito"]),
    ]

  @Test(arguments: [
    ("De quel pays Pékin est-elle la capitale ?", "CN", Language.french),
    ("¿De qué país es capital Viena?", "AT", .spanish),
    ("Von welchem Land ist Wien die Hauptstadt", "AT", .german),
    ("Bruxelas é a capital de que país?", "BE", .portuguese),
    ("di quale paese è capitale Lubiana", "SI", .italian),
  ])
  func reverseCapital_readsTheCapitalAsTheQuestionsLanguageWritesIt(
    text: String, code: String, language: Language
  ) {
    #expect(
      sut.interpret(text)
        == Question(intent: .reverseCapital, subject: .country(code), language: language))
  }

  @Test(arguments: [
    ("di quale paese è capitale Wien", "AT", Language.italian),
    ("which country is Pechino the capital of", "CN", .english),
    ("de quel pays Viena est la capitale", "AT", .french),
  ])
  func reverseCapital_readsAnotherLanguagesFormOfTheCapital(
    text: String, code: String, language: Language
  ) {
    #expect(
      sut.interpret(text)
        == Question(intent: .reverseCapital, subject: .country(code), language: language))
  }

  @Test(arguments: [
    ("di quale paese è capitale Lubianna", "SI", Language.italian),
    ("Von welchem Land ist Bratislawa die Hauptstadt", "SK", .german),
    ("which country has the capital Canbera", "AU", .english),
  ])
  func reverseCapital_forgivesATypoInAOneWordCapital(
    text: String, code: String, language: Language
  ) {
    #expect(
      sut.interpret(text)
        == Question(intent: .reverseCapital, subject: .country(code), language: language))
  }

  @Test(arguments: [
    "¿Qué país tiene de capital Santo Domingo?", "¿Cuál es la capital de Santo Domingo?",
  ])
  func reverseCapital_readsACapitalThatStartsLikeACountrysName(text: String) {
    #expect(
      sut.interpret(text)
        == Question(intent: .reverseCapital, subject: .country("DO"), language: .spanish))
  }

  @Test(arguments: [
    ("which country has the capital Mexico City", Language.english),
    ("¿De qué país es capital Ciudad de México?", .spanish),
  ])
  func reverseCapital_readsACapitalThatHoldsItsCountrysName(text: String, language: Language) {
    #expect(
      sut.interpret(text)
        == Question(intent: .reverseCapital, subject: .country("MX"), language: language))
  }

  @Test func reverseCapital_forgivesNoTypoInTheFirstLetter() {
    #expect(sut.interpret("di quale paese è capitale Dubiana")?.subject != .country("SI"))
  }

  @Test(arguments: [
    ("quelle est la capitale du Guatemala", "GT", Language.french),
    ("qual è la capitale del Lussemburgo", "LU", .italian),
    ("what is the capital of Mexico", "MX", .english),
    ("¿cuál es la capital de Panamá?", "PA", .spanish),
  ])
  func capital_keepsACountryWhoseNameIsAlsoALocalizedCapital(
    text: String, code: String, language: Language
  ) {
    #expect(
      sut.interpret(text) == Question(intent: .capital, subject: .country(code), language: language)
    )
  }

  @Test(arguments: [
    ("¿Cuál es el país cuya capital es El Cairo?", Language.spanish),
    ("qual o país cuja capital é Cairo", .portuguese),
  ])
  func reverseCapital_readsWhoseAsAFillerNotATypoOfCuba(text: String, language: Language) {
    #expect(
      sut.interpret(text)
        == Question(intent: .reverseCapital, subject: .country("EG"), language: language))
  }

  @Test(arguments: [
    "Maputo é a capital de que país?", "de que país é a capital Maputo",
    "qual país tem a capital Maputo",
  ])
  func reverseCapital_readsAPortugueseQuestionAsPortugueseNotSpanish(text: String) {
    #expect(
      sut.interpret(text)
        == Question(intent: .reverseCapital, subject: .country("MZ"), language: .portuguese))
  }

  @Test(arguments: [
    ("¿De qué país es capital Maputo?", Language.spanish),
    ("¿Maputo es la capital de qué país?", .spanish),
    ("di quale paese è capitale Maputo", .italian),
    ("Maputo è la capitale di quale paese?", .italian),
  ])
  func reverseCapital_leavesSpanishAndItalianQuestionsTheirLanguage(
    text: String, language: Language
  ) {
    #expect(sut.interpret(text)?.language == language)
    #expect(sut.interpret(text)?.subject == .country("MZ"))
  }
}
