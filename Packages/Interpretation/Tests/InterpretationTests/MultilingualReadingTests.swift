import Domain
import Interpretation
import Testing

@Suite struct MultilingualReadingTests {
  private let sut = MultilingualQuestionInterpreter(countries: Confusables.countries)

  @Test(arguments: [
    "what is venture capital", "capital letter rules in english",
    "iso 27001 certification requirements", "what's the gdp per capita of norway",
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
  @Test(arguments: [
    "capitale de l'Allemagne et de la France", "capitale de la France et de l'Allemagne",
  ])
  func interpret_asksWhichWhenANameInTheLanguageAndAnotherAreBothNamed(text: String) {
    let subject = sut.interpret(text)?.subject
    #expect(subject == .ambiguous(["DE", "FR"]) || subject == .ambiguous(["FR", "DE"]))
  }
}
