import Domain
import DomainTestSupport
import Foundation
import GameRules
import Interpretation
import Presentation
import Testing

@testable import QuizDaemon

/// Games through `POST /v1/ask`: the state travels in the signed context, so the daemon stays
/// stateless and a client cannot change its score.
@Suite struct QuizAPIGameTests {
  @Test func ask_playsAGameTurnByTurnThroughTheContext() async throws {
    let sut = sampleQuizAPI()
    let start = try object(await sut.respond(to: ask(["question": "quiz me on capitals"])))
    let context = try #require(start["context"] as? String)

    let turn = try object(
      await sut.respond(to: ask(["question": try capital(asked: start), "context": context])))

    #expect(start["outcome"] as? String == "game")
    let game = try #require(turn["game"] as? [String: Any])
    #expect(game["mode"] as? String == "capitals")
    #expect(game["score"] as? Int == 3)
    #expect(game["asked"] as? Int == 2)
    #expect(game["over"] as? Bool == false)
    #expect(turn["contextNotice"] == nil)
  }

  @Test func ask_ignoresAnEditedContext_soAScoreCannotBeForged() async throws {
    let sut = sampleQuizAPI()
    let start = try object(await sut.respond(to: ask(["question": "quiz me on capitals"])))
    let genuine = try #require(start["context"] as? String)
    let parts = genuine.split(separator: ".")
    var conversation = try #require(ConversationContext(secret: "shared").open(genuine))
    conversation.game?.marks = Array(repeating: .right(hints: 0), count: 5)
    let payload = String(decoding: Base64URL.encode(Array(conversation.text.utf8)), as: UTF8.self)
    let edited = "\(parts[0]).\(payload).\(parts[2])"
    let resigned = ConversationContext(secret: "attacker").seal(conversation)

    for forged in [edited, resigned] {
      let reply = try object(await sut.respond(to: ask(["question": "score", "context": forged])))

      #expect(reply["contextNotice"] is String)
      #expect((reply["game"] as? [String: Any])?["score"] == nil)
    }
  }

  @Test func seal_ofTheLargestGame_staysWithinOneKilobyte() throws {
    let game = Game(
      mode: .nameAll, hints: 99, hintsUsed: 9999, guesses: 99_999, startedAt: 1_795_000_000,
      deadline: 1_795_003_600, target: .group(.language(String(repeating: "x", count: 78))),
      found: Set(0..<399), total: 400)
    let largest = Conversation(
      intent: .countriesByLanguage, countries: ["KP", "KR"], group: .language("Persian (Farsi)"),
      measure: .population, order: .least, pendingIntent: .callingCode,
      candidates: ["KP", "KR", "CG", "CD", "VG", "VI", "US", "GB"],
      retry: String(repeating: "é", count: 150), game: game)

    let context = ConversationContext(secret: "shared").seal(largest)

    #expect(context.utf8.count <= ConversationContext.maximumLength, "\(context.utf8.count)")
    #expect(ConversationContext(secret: "shared").open(context) == largest)
  }

  // MARK: - Helpers

  private func capital(asked reply: [String: Any]) throws -> String {
    let text = try #require(reply["text"] as? String)
    // The longest name the question holds ("South Korea", not "Korea"), however it is worded.
    let country = try #require(
      SampleCountries.all.filter { text.contains($0.names.common) }
        .max { $0.names.common.count < $1.names.common.count }, "\(text)")
    return try #require(country.capitals.first)
  }
}
