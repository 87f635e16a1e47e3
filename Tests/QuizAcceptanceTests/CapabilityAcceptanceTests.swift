import Composition
import Domain
import LanguagePacks
import Presentation
import Testing

/// The capability list, the lexicon's cues and the phrasebook agree: every declared example is
/// understood as its own intent and answered.
@Suite struct CapabilityAcceptanceTests {
  @Test(arguments: Capability.all.map(\.intent))
  func answer_understandsTheExampleOfEveryCapability(intent: Intent) async {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    let example = ChatPhrasebook.english.example(intent)

    let reply = await QuizComposer.makeEngine(answerer: answerer).ask(example, in: Conversation()).0

    #expect(reply.outcome == .answer, "\(example): \(reply.text)")
    #expect(reply.intent == intent, "\(example): \(reply.text)")
    #expect(!reply.text.isEmpty)
  }
}

/// Every language's chat phrasebook gives an example of every capability (its help lists them), and
/// each is understood as that capability, in that language, and answered in it.
@Suite struct LocalizedExampleAcceptanceTests {
  @Test(arguments: Language.allCases)
  func answer_understandsEveryLanguagesExampleOfEveryCapabilityInThatLanguage(
    language: Language
  ) async {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    let book = ChatPhrasebook.of(language)

    for capability in Capability.all {
      let example = book.example(capability.intent)

      let reply = await QuizComposer.makeEngine(answerer: answerer).ask(example, in: Conversation())
        .0

      #expect(reply.outcome == .answer, "\(example): \(reply.text)")
      #expect(reply.intent == capability.intent, "\(example): \(reply.text)")
      #expect(reply.language == language, "\(example): \(reply.text)")
    }
  }
}
