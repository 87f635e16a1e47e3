import Domain
import DomainTestSupport
import GameRules
import Testing

/// Numbers from outside (a context's game, a profile's records) at the ends of their types: the
/// codec holds each to its range, so no move of a game it accepts traps. A trap kills the test
/// process, so this suite fails by crashing when a range check is missing.
@Suite struct ExtremeGameTests {
  static let extremes: [Int] = [
    .max, .max - 1, .min, .min + 1, -1, 0, 1, 86_399, 86_400, 1 << 31, 1 << 53, 253_402_300_800,
    -253_402_300_800,
  ]

  @Test func everyGameTheCodecAccepts_playsEveryMoveWithoutTrapping() throws {
    let board = GameWorld.board
    var generator = SeededGenerator(seed: 2026)
    var accepted = 0
    var cases = 0
    let templates = Game.Mode.allCases.compactMap { mode in
      Game.start(
        mode: mode, target: mode == .nameAll ? .group(.world) : nil, on: board,
        now: 1_795_000_000, seed: 9)
    }
    #expect(templates.count == Game.Mode.allCases.count)
    let numericParts = [1, 2, 3, 6, 7, 8, 11, 12]
    for template in templates {
      let parts = template.text.split(separator: ";", omittingEmptySubsequences: false)
        .map(String.init)
      for part in numericParts {
        for value in Self.extremes + (0..<40).map({ _ in Int(bitPattern: UInt(generator.next())) })
        {
          var mutated = parts
          mutated[part] = String(value)
          cases += 1
          guard let game = Game(text: mutated.joined(separator: ";")[...]) else { continue }
          accepted += 1
          play(game, on: board, clock: value)
        }
      }
    }
    #expect(cases > 1_000)
    #expect(accepted > 100)
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
