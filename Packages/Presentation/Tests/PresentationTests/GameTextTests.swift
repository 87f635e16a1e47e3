import Domain
import GameRules
import Testing

@testable import Presentation

@Suite struct GameTextTests {
  @Test(arguments: [
    Game(
      mode: .mixed,
      rounds: [
        .capital("PE"), .countryOfCapital("CL"), .flag("NG"), .code("BE"),
        .more("CL", "PE", .population), .more("BR", "BO", .area),
      ],
      marks: [.right(hints: 0), .right(hints: 2), .wrong, .skipped], hints: 1, hintsUsed: 3,
      guesses: 5, startedAt: 1_795_000_000, total: 6),
    Game(
      mode: .nameAll, hints: 2, hintsUsed: 2, guesses: 9, startedAt: 1_795_000_000,
      deadline: 1_795_000_300, target: .group(.language("Persian (Farsi)")), found: [0, 3, 4, 9],
      total: 12),
    Game(
      mode: .daily, rounds: [.flag("FR")], marks: [.wrong], startedAt: 1_795_000_000,
      endedAt: 1_795_000_040, total: 1, day: 20_775),
    Game(mode: .nameAll, startedAt: 1, target: .prefix("Ba"), total: 3),
    Game(mode: .nameAll, startedAt: 1, target: .neighbours("DE"), total: 9),
    Game(mode: .nameAll, startedAt: 1, target: .group(.currency("EUR")), total: 36),
  ])
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
