import Composition
import Domain
import GameRules
import Presentation
import Testing

@testable import QuizCLI

/// A flag round as the terminal draws it: the reply's text leaves the flag out where a picture is
/// carried, and the terminal, which draws no image, shows the emoji once, under the question.
@Suite struct GameFlagLayoutTests {
  private let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test func aFlagQuestion_showsTheFlagOnce_underTheQuestion_andAScoreDoesNotRepeatIt()
    async throws
  {
    let game = Game(mode: .flags, rounds: [.flag("PE")], startedAt: 1_795_000_000, total: 1)
    let (reply, _) = await engine.ask("score", in: Conversation(game: game))
    let (started, _) = await engine.ask("quiz me on flags", in: Conversation())

    let drawn = ReplyStyle(usesColor: false, writesJSON: false).render(reply)
    let opening = ReplyStyle(usesColor: false, writesJSON: false).render(started)

    #expect(reply.picture == "🇵🇪")
    #expect(!drawn.contains("🇵🇪"), "\(drawn)")
    let emoji = try #require(started.picture)
    #expect(opening.components(separatedBy: emoji).count == 2, "\(opening)")
    let rows = opening.split(separator: "\n").map(String.init)
    let question = try #require(rows.firstIndex { $0.contains("Which country's flag is this?") })
    #expect(rows[question + 1] == "   " + emoji, "\(opening)")
  }
}
