import Composition
import Domain
import Presentation
import Testing

/// A question that names no country is asked back in its own language, whatever the user's: the
/// scorer checks that a question back speaks the question's language.
@Suite struct IncompleteLanguageTests {
  @Test(arguments: [
    ("quelle est la monnaie ?", Language.french), ("cuál es la población?", .spanish),
    ("welche Sprache spricht man?", .german), ("qual é a moeda?", .portuguese),
    ("qual è la capitale?", .italian), ("what's the currency?", .english),
  ])
  func anIncompleteQuestion_isAskedBackInItsLanguage(line: String, language: Language) async {
    let engine = QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

    let (reply, _) = await engine.ask(line, in: Conversation(language: .english))

    #expect(reply.outcome == .incomplete, "\(reply.text)")
    #expect(reply.language == language, "\(reply.text)")
    #expect(
      reply.text
        == ReplyPresenter.incomplete(line, intent: reply.intent ?? .capital, in: language).text)
  }
}
