import Domain
import DomainTestSupport
import GameRules
import Testing

/// "Which country has this shape?" rounds: a game of them, their place in the mixed games, their
/// text in the context, and the guess that answers one.
@Suite struct GameShapeRoundTests {
  let board = GameWorld.board
  let start = 1_795_000_000

  @Test func shapes_asksOnlyShapeRounds_ofCountriesWithAnOutline() throws {
    let game = try #require(Game.start(mode: .shapes, on: board, now: start, seed: 3))

    #expect(!game.rounds.isEmpty)
    for round in game.rounds {
      guard case .shape(let code) = round else {
        Issue.record("\(round) is no shape round")
        continue
      }
      #expect(CountryShape.of(code) != nil)
      #expect(round.namedCodes.isEmpty, "the question must not name its answer")
    }
  }

  @Test func mixedGames_dealShapeRoundsAmongTheOthers() {
    let seeds = 1...40
    let dealt = seeds.compactMap {
      Game.start(mode: .mixed, on: board, now: start, seed: UInt64($0))
    }
    .flatMap(\.rounds)

    #expect(dealt.contains { if case .shape = $0 { true } else { false } })
    #expect(dealt.contains { if case .flag = $0 { true } else { false } })
  }

  @Test func aShapeRound_readsBackFromTheContextsText() throws {
    let game = Game(mode: .shapes, rounds: [.shape("IT"), .shape("PE")], startedAt: 5, total: 2)

    #expect(game.text.hasPrefix("shapes;5;;;oITo"))
    #expect(Game(text: game.text[...]) == game)
  }

  @Test func theCountrysName_answersAShapeRound() throws {
    var game = Game(mode: .shapes, rounds: [.shape("PE")], startedAt: start, total: 1)

    let outcome = game.play(.guess("Peru"), on: board, now: start + 5)

    #expect(outcome == GameOutcome(.answered(.shape("PE"), .right(.exact)), isEnd: true))
    #expect(game.score > 0)
  }
}
