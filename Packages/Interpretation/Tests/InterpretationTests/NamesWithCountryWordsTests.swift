import Domain
import DomainTestSupport
import Interpretation
import Testing

/// Names that hold a language's word for "countries" or "states" ("Pays-Bas", "Stati Uniti",
/// "Vereinigte Staaten"): the word belongs to the name, not to a question about a set of countries.
@Suite struct NamesWithCountryWordsTests {
  private let sut = MultilingualQuestionInterpreter(countries: [
    SampleCountries.make(
      "NL", "Netherlands", capitals: ["Amsterdam"],
      translations: [
        "fra": "Pays-Bas", "ita": "Paesi Bassi", "spa": "Países Bajos", "deu": "Niederlande",
      ]),
    SampleCountries.make(
      "US", "United States", capitals: ["Washington, D.C."],
      translations: ["ita": "Stati Uniti", "deu": "Vereinigte Staaten", "spa": "Estados Unidos"]),
    SampleCountries.make("FR", "France", capitals: ["Paris"]),
  ])

  @Test(arguments: [
    ("capitale des pays-bas", Intent.capital, "NL", Language.french),
    ("quanti abitanti hanno i paesi bassi", .population, "NL", .italian),
    ("cuál es la capital de los países bajos", .capital, "NL", .spanish),
    ("capitale degli stati uniti", .capital, "US", .italian),
    ("hauptstadt der vereinigten staaten", .capital, "US", .german),
  ])
  func interpret_readsTheCountryWordAsPartOfTheName(
    text: String, intent: Intent, code: String, language: Language
  ) {
    #expect(
      sut.interpret(text) == Question(intent: intent, subject: .country(code), language: language))
  }

  @Test func interpret_stillReadsTheCountryWordAsASetQuestionElsewhere() {
    #expect(sut.interpret("pays commençant par F")?.intent == .countriesByPrefix)
  }
}
