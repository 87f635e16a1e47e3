import Composition
import Foundation
import Presentation
import Testing

/// The dev sets' plain questions fed as one `--json` run of the built `quiz` (issue 23): a batch is
/// a conversation, yet no line may start a game and no complete question may borrow from the one
/// before it, so each line reads as the same question asked alone.
@Suite struct BatchRunBinaryTests {
  @Test func batch_ofEveryPlainQuestionStartsNoGameAndReadsEachLineAsAskedAlone() async throws {
    let questions = try ["dev", "dev-beyond", "dev-3"].flatMap { set in
      try (EvalItem.load(set) + EvalItem.load(set, multilingual: true)).map(\.question)
    }
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-batch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }

    let result = try runQuiz(
      ["--offline", "--json"], input: Data(questions.map { $0 + "\n" }.joined().utf8),
      environment: ["XDG_STATE_HOME": state.path])

    let lines = result.output.split(separator: "\n")
    try #require(lines.count == questions.count)
    let alone = try await readingsAlone(questions)
    var games: [String] = []
    var borrowed: [String] = []
    for (question, (line, single)) in zip(questions, zip(lines, alone)) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if object["game"] != nil || object["outcome"] as? String == "game" {
        games.append(question)
      }
      let batched = Reading(
        outcome: object["outcome"] as? String ?? "", intent: object["intent"] as? String,
        countries: object["countries"] as? [String] ?? [])
      if batched != single { borrowed.append("\(question): \(batched) alone \(single)") }
    }
    #expect(questions.count > 1_200)
    #expect(games.isEmpty, "\(games)")
    #expect(borrowed.isEmpty, "\(borrowed)")
  }

  // MARK: - Helpers

  private struct Reading: Equatable {
    let outcome: String
    let intent: String?
    let countries: [String]
  }

  /// Each question as a one-shot asks it: a fresh conversation of its own.
  private func readingsAlone(_ questions: [String]) async throws -> [Reading] {
    let answerer = QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true))
    var readings: [Reading] = []
    for question in questions {
      let reply = await QuizComposer.makeEngine(answerer: answerer).ask(
        question, in: Conversation()
      ).0
      readings.append(
        Reading(
          outcome: reply.outcome.rawValue, intent: reply.intent?.rawValue,
          countries: reply.countries))
    }
    return readings
  }
}
