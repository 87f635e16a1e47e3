import Domain
import DomainTestSupport
import GameRules
import Testing

/// Numbers from outside (a context's game, a profile's records) at the ends of their types: the
/// codec holds each to its range, so no move of a game it accepts traps. A trap kills the test
/// process, so this suite fails by crashing when a range check is missing.
@Suite struct ExtremeGameTests {
  @Test func everyGameTheCodecAccepts_playsEveryMoveWithoutTrapping() throws {
    let board = GameWorld.board
    let mutations = GameSamples.acceptedMutations(on: board)
    #expect(mutations.modes == Game.Mode.allCases.count)
    for (game, value) in mutations.games {
      play(game, on: board, clock: value)
    }
    #expect(mutations.tried > 1_000)
    #expect(mutations.games.count > 100)
  }

  // MARK: - Helpers

  private func play(_ game: Game, on board: GameBoard, clock: Int) {
    let moves: [GameMove] = [
      .command(.hint), .command(.skip), .command(.score), .guess("Lima"), .guess("France"),
      .pick(.first), .command(.stop),
    ]
    for now in [clock, 0, Game.times.upperBound, 1_795_000_000] where Game.times.contains(now) {
      _ = (game.remaining(at: now), game.elapsed(at: now), game.score, game.asked)
      for move in moves {
        var copy = game
        _ = copy.play(move, on: board, now: now)
        _ = (copy.roundResults, copy.membersNotNamed(on: board), copy.score, copy.bestScore)
        var records = GameRecords(records: [
          game.mode.rawValue: .init(
            best: .max, played: .max, streak: .max, lastDay: now / 86_400 - 1)
        ])
        _ = records.record(copy, day: now / 86_400)
      }
    }
  }
}
