import Domain
import DomainTestSupport
import GameRules
import Testing

/// The seconds a game spends on each question, counted from the clock passed in, kept in the
/// game's text as a new part, which contexts issued before do not have.
@Suite struct GameTimingTests {
  let board = GameWorld.board
  let start = 1_795_000_000

  @Test func play_countsTheSecondsOfEachRound_andTheOpenOneAtTheEnd() throws {
    var game = try #require(Game.start(mode: .codes, on: board, now: start, seed: 3))
    let code = try #require(game.currentRound?.codes.first)
    let first = try #require(board.country(code)?.names.common)

    _ = game.play(.command(.hint), on: board, now: start + 2)
    _ = game.play(.guess("Nowhere"), on: board, now: start + 3)  // refused: the round stays
    _ = game.play(.guess(first), on: board, now: start + 4)
    _ = game.play(.command(.skip), on: board, now: start + 16)
    _ = game.play(.command(.stop), on: board, now: start + 25)

    #expect(game.seconds == [4, 12])
    #expect(game.secondsPerRound == [4, 12, 9])
  }

  @Test func play_timesAtMostTwelveRounds_eachAtMostTheLongest() {
    var game = Game(
      mode: .capitals, rounds: Array(repeating: .capital("PE"), count: 14), startedAt: start,
      total: 14)

    for round in 1...13 { _ = game.play(.command(.skip), on: board, now: start + round * 20_000) }

    #expect(game.seconds.count == Game.timedRounds)
    #expect(game.seconds.allSatisfy { $0 == Game.longestRound })
    #expect(Game(text: game.text[...]) == game)
  }

  @Test func text_readsTheTimesBack_inEnglishAndInFrench() throws {
    for language in [Language.english, .french] {
      var game = try #require(
        Game.start(mode: .flags, language: language, on: board, now: start, seed: 5))
      _ = game.play(.command(.skip), on: board, now: start + 7)

      let decoded = try #require(Game(text: game.text[...]))

      #expect(decoded == game)
      #expect(decoded.seconds == [7])
      #expect(game.text.hasSuffix(";t7"))
    }
  }

  @Test func text_issuedBeforeTimes_readsAsAGameWithoutThem_andNewRoundsAreNotMistimed() throws {
    var game = try #require(Game(text: "capitals;5;;;cPEcCL;w;0;0;1;;;2;"))

    _ = game.play(.command(.skip), on: board, now: 50)

    #expect(game.seconds.isEmpty)
    #expect(game.secondsPerRound == [nil, nil])
  }

  @Test(arguments: [
    "capitals;5;;;cPEcCL;w;0;0;1;;;2;;t1,2",  // more times than marks
    "capitals;5;;;cPEcCL;w;0;0;1;;;2;;t-1",  // a negative time
    "capitals;5;;;cPEcCL;w;0;0;1;;;2;;t10000",  // longer than a round keeps
    "capitals;5;;;cPEcCL;w;0;0;1;;;2;;x1",  // no such section
    "capitals;5;;;cPEcCL;w;0;0;1;;;2;xx;t1",  // no such language
  ])
  func text_withTimesOutOfRange_isNoGame(text: String) {
    #expect(Game(text: text[...]) == nil)
  }
}
