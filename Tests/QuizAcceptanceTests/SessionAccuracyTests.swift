import Composition
import CountriesAPI
import Domain
import Presentation
import Testing

/// The sessions floor (issue 13) on a copy of dev-beyond.jsonl's English sessions: each session is one
/// conversation through the composed system, and passes only when every turn passes.
@Suite struct SessionAccuracyTests {
  @Test func conversation_meetsTheSessionsFloorOnTheDevSet() async throws {
    let sessions = try EvalSession.load()
    let all = try BundledSnapshot.dataset.get().countries
    let judge = EvalJudge(
      countries: Dictionary(uniqueKeysWithValues: all.map { ($0.cca2, $0) }), all: all)
    let engine = ConversationEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))
    var failures: [String] = []

    for session in sessions {
      var conversation = Conversation()
      for turn in session.turns {
        let reply: Reply
        (reply, conversation) = await engine.ask(turn.question, in: conversation)
        if !judge.passes(turn, reply) {
          failures.append("\(session.id) \(turn.question) → \(reply.text)")
          break
        }
      }
    }

    #expect(sessions.count == 50)
    #expect(Double(sessions.count - failures.count) / Double(sessions.count) >= 0.98, "\(failures)")
  }
}
