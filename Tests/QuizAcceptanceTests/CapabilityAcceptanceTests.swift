import Composition
import Domain
import Presentation
import Testing

/// The capability list, the lexicon's cues and the phrasebook agree: every declared example is
/// understood as its own intent and answered.
@Suite struct CapabilityAcceptanceTests {
  @Test(arguments: Capability.all.map(\.intent))
  func answer_understandsTheExampleOfEveryCapability(intent: Intent) async {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    let example = Capability.of(intent).example

    let reply = await ReplyPresenter.reply(to: example, using: answerer)

    #expect(reply.outcome == .answer, "\(example): \(reply.text)")
    #expect(reply.intent == intent, "\(example): \(reply.text)")
    #expect(!reply.text.isEmpty)
  }
}
