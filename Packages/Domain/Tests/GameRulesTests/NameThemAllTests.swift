import Domain
import DomainTestSupport
import GameRules
import Testing

/// A name-them-all's rules: each member counts once, by its index in name order, against the clock.
@Suite struct NameThemAllTests {
  let board = GameWorld.board
  let start = 1_795_000_000

  @Test func nameAll_countsEachCountryOnce_andSaysWhichCountryIsNoMember() throws {
    var game = try southAmerica()

    let peru = game.play(.guess("peru"), on: board, now: start + 10)
    let again = game.play(.guess("Peru"), on: board, now: start + 20)
    let france = game.play(.guess("France"), on: board, now: start + 30)

    #expect(peru == GameOutcome(.named(3, code: "PE", .exact)))
    #expect(again == GameOutcome(.refused(.alreadyNamed("PE"))))
    #expect(france == GameOutcome(.notAMember("FR")))
    #expect(game.found == [3])
    #expect(game.guesses == 3)
    #expect(game.score == 1)
  }

  @Test func nameAll_endsWhenTheClockRunsOut_withoutCountingALateGuess() throws {
    var game = try southAmerica(minutes: 3)

    _ = game.play(.guess("Chile"), on: board, now: start + 179)
    let late = game.play(.guess("Peru"), on: board, now: start + 180)

    #expect(late == GameOutcome(.timeUp, isEnd: true))
    #expect(game.isOver)
    #expect(game.endedAt == start + 180)
    #expect(game.found.count == 1)
    #expect(game.membersNotNamed(on: board).map(\.cca2) == ["BO", "BR", "PE"])
  }

  @Test func nameAll_endsWhenEveryCountryIsNamed() throws {
    var game = try southAmerica()

    let outcomes = ["Bolivia", "Brazil", "Chile", "Peru"].map {
      game.play(.guess($0), on: board, now: start + 60)
    }

    #expect(outcomes.map(\.isEnd) == [false, false, false, true])
    #expect(outcomes.last?.event == .named(3, code: "PE", .exact))
    #expect(game.isOver)
    #expect(game.score == 4)
    #expect(game.membersNotNamed(on: board).isEmpty)
  }

  @Test func nameAll_ofNeighbours_saysWhichCountryDoesNotBorder() throws {
    var game = try #require(
      Game.start(mode: .nameAll, target: .neighbours("BO"), on: board, now: start, seed: 1))

    let outcome = game.play(.guess("Belgium"), on: board, now: start + 1)

    #expect(game.total == 3)
    #expect(outcome == GameOutcome(.notAMember("BE")))
  }

  @Test func nameAll_whoseMembersChanged_endsTheGame() {
    var game = Game(
      mode: .nameAll, startedAt: start, target: .group(.region("South America")), total: 5)

    let outcome = game.play(.guess("Peru"), on: board, now: start + 1)

    #expect(outcome == GameOutcome(.dataChanged, isEnd: true))
    #expect(game.found.isEmpty)
  }

  @Test func namingTheFirstMemberNotNamed_startsItsHintsAgain() throws {
    var game = try southAmerica()
    _ = game.play(.command(.hint), on: board, now: start)
    _ = game.play(.guess("Brazil"), on: board, now: start)
    let kept = game.hints

    _ = game.play(.guess("Bolivia"), on: board, now: start)

    #expect(kept == 1)
    #expect(game.hints == 0)
    // The hint came while the game scored nothing: it was free.
    #expect(game.hintsUsed == 0)
    #expect(game.score == 2)
  }

  // MARK: - Helpers

  private func southAmerica(minutes: Int? = nil) throws -> Game {
    try #require(
      Game.start(
        mode: .nameAll, target: .group(.region("South America")), minutes: minutes, on: board,
        now: start, seed: 1))
  }
}
