import Domain
import DomainTestSupport
import Foundation
import GameRules
import Interpretation
import Presentation
import Testing

@testable import QuizDaemon

/// Learning through `POST /v1/ask`: a look-alike round played through the signed context, the
/// profile's cards returned, and the largest round game with its times still sealed in a kilobyte.
@Suite struct QuizAPILearningTests {
  @Test func ask_playsALookAlikeRoundThroughTheContext() async throws {
    let sut = api()
    let start = try object(await sut.respond(to: ask(["question": "quiz me on look-alike flags"])))
    let context = try #require(start["context"] as? String)

    let turn = try object(
      await sut.respond(to: ask(["question": "Chad", "context": context])))

    #expect(start["outcome"] as? String == "game")
    #expect((start["game"] as? [String: Any])?["mode"] as? String == "look-alike")
    #expect((start["text"] as? String)?.contains("Which flag is this: Chad or Romania?") == true)
    #expect(start["image"] != nil)
    #expect((turn["text"] as? String)?.contains("How to tell them apart: Chad's blue") == true)
    #expect((turn["game"] as? [String: Any])?["asked"] as? Int == 1)
  }

  @Test func seal_ofTheLargestRoundGameWithItsTimes_staysWithinOneKilobyte() throws {
    let rounds = Array(repeating: GameRound.lookAlike("TD", "RO"), count: 30)
    let game = Game(
      mode: .lookAlike, rounds: rounds, marks: Array(repeating: .wrong, count: 29), hints: 99,
      hintsUsed: 9999, guesses: 99_999, startedAt: 1_795_000_000, deadline: 1_795_003_600,
      total: 30, language: .portuguese,
      seconds: Array(repeating: Game.longestRound, count: Game.timedRounds))
    let largest = Conversation(
      intent: .countriesByLanguage, countries: ["KP", "KR"], group: .language("Persian (Farsi)"),
      measure: .population, order: .least, pendingIntent: .callingCode,
      candidates: ["KP", "KR", "CG", "CD", "VG", "VI", "US", "GB"],
      retry: String(repeating: "é", count: 150), game: game)

    let context = ConversationContext(secret: "shared").seal(largest)

    #expect(context.utf8.count <= ConversationContext.maximumLength, "\(context.utf8.count)")
    #expect(ConversationContext(secret: "shared").open(context) == largest)
  }

  private func api() -> QuizAPI {
    let countries =
      SampleCountries.all + [SampleCountries.make("RO", "Romania", capitals: ["Bucharest"])]
    let answerer = QuizAnswerer(
      loader: CountryLoaderStub.delivering(countries), readyFor: .seconds(60)
    ) { RuleBasedQuestionInterpreter(countries: $0) }
    return QuizAPI(answerer: answerer, metrics: Metrics(), secret: "shared")
  }
}
