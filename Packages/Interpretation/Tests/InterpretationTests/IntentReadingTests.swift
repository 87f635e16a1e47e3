import Domain
import Interpretation
import Testing

@Suite struct IntentReadingTests {
  private let sut = Confusables.interpreter

  @Test(arguments: [
    ("What is the capital of Belgium?", Intent.capital), ("main city of France", .capital),
    ("belgium capital", .capital), ("capitol of chile", .capital), ("captial of chile", .capital),
    ("Belgium's two-letter abbreviation", .isoCode), ("iso 3166 code for France", .isoCode),
    ("alpha-2 for chile", .isoCode), ("what two letters does iso give Chile", .isoCode),
    ("country code of france", .isoCode), ("what does Chile's flag look like", .flag),
    ("flag chile", .flag),
    ("flagg of chile", .flag), ("🚩 chile", .flag), ("chile emoji", .flag),
    ("what is the internet extension of chile", .tld), ("web extension for chile", .tld),
  ])
  func interpret_readsTheIntentFromMeaningNotOneKeyword(text: String, intent: Intent) {
    #expect(sut.interpret(text)?.intent == intent)
  }

  @Test(arguments: [
    "what is venture capital", "how to make a flag in minecraft", "who was the president of France",
    "What time is it?", "capital letter rules in english",
    "iso 27001 certification requirements", "what is my zip code",
    "what is the national dish of france",
    "hello", "", "...", "1+1", "🙂🙂🙂", "is japan expensive to visit",
    "what is the capital", "which countries start with",
  ])
  func interpret_deliversNothingOnQuestionsItCannotAnswer(text: String) {
    #expect(sut.interpret(text) == nil)
  }

  @Test(arguments: [
    ("Which countries start with CH?", "CH"), ("countries beginning in ch", "ch"),
    ("countries starting w/ the letters BA", "BA"), ("countries with the first letter Z", "Z"),
    ("names of countries starting with 'united'", "united"),
    ("countries starting with New Z", "New Z"),
    ("list countries beginning with Saint", "Saint"), ("which countries begn with a v", "v"),
    ("Turk... which countries start like that?", "Turk"), ("countries that start with a", "a"),
    ("countrys that start with gamb??", "gamb"),
    ("find all nations sarting with be thank you", "be"),
    ("Which countries start with ZZZ?", "ZZZ"),
  ])
  func interpret_readsThePrefixInEveryForm(text: String, prefix: String) {
    #expect(sut.interpret(text) == Question(intent: .countriesByPrefix, subject: .prefix(prefix)))
  }
}
