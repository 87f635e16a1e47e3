import Domain
import DomainTestSupport
import GameRules
import Testing

@testable import Presentation

@Suite struct GameTextTests {
  @Test(arguments: GameSamples.games)
  func text_readsBackTheSameGame(game: Game) {
    let conversation = Conversation(intent: .capital, countries: ["PE"], retry: "x", game: game)

    #expect(Conversation(text: conversation.text) == conversation)
  }

  /// The daemon signs the text as base64url with a 47-byte frame, at most 1 KB in all: 732 bytes of
  /// text. The largest game is a name-them-all of every country with all but one named, beside the
  /// longest retry line the conversation keeps.
  @Test func text_ofTheLargestGame_fitsTheSignedContext() {
    let game = Game(
      mode: .nameAll, hints: 99, hintsUsed: 9999, guesses: 99_999, startedAt: 1_795_000_000,
      deadline: 1_795_003_600, target: .group(.language(String(repeating: "x", count: 78))),
      found: Set(0..<Game.maximumAnswers - 1), total: Game.maximumAnswers)
    let conversation = Conversation(
      intent: .superlative, countries: ["BR", "AR"], group: .region("South America"),
      measure: .population, order: .least, candidates: ["KP", "KR"],
      retry: String(repeating: "r", count: Conversation.longestRetry), game: game)

    let text = conversation.text

    #expect(Conversation(text: text) == conversation)
    #expect(text.utf8.count <= 732, "\(text.utf8.count) bytes")
  }
}
