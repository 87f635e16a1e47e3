import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import Testing

@testable import Presentation

/// Today's games, finished: played through the composed engine over the bundled data, with a
/// fixed clock and seed, as a person types them.
@Suite struct GameFinishedTests {
  private let clock = FakeClock()
  private let engine: ConversationEngine

  init() {
    let clock = clock
    engine = QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)),
      now: { clock.date }, seed: { 7 })
  }

  // MARK: - The end lists only what was asked

  @Test func stoppingEarly_listsOnlyTheQuestionsAsked_andScoresOutOfThem() async throws {
    let (_, playing) = await engine.ask("quiz me on capitals", in: Conversation())
    let (_, skipped) = await engine.ask("skip", in: playing)

    let (end, _) = await engine.ask("stop", in: skipped)

    let game = try #require(end.game)
    #expect(game.over)
    #expect(game.results.count == 2, "\(game.results)")
    #expect(end.text.contains("Score 0 of 6: 0 of 2 right"), "\(end.text)")
    let missed = try #require(end.lines.first { $0.kind == .missed }).text
    #expect(missed.components(separatedBy: "→").count == 3, "\(missed)")
  }

  @Test func stoppingAtOnce_listsTheOneQuestionAsked_inEverySummaryLanguage() async throws {
    for (start, stop) in [
      ("quiz sur les drapeaux", "arrête"), ("quiz de banderas", "basta"),
      ("Quiz Flaggen", "stopp"), ("teste de bandeiras", "parar"),
      ("gioca con le bandiere", "basta"), ("quiz me on flags", "stop"),
    ] {
      let (_, playing) = await engine.ask(start, in: Conversation())
      let (end, _) = await engine.ask(stop, in: playing)

      #expect(end.game?.results.count == 1, "\(start): \(end.text)")
    }
  }
}
