import Domain
import DomainTestSupport
import GameRules
import Testing

@testable import Presentation

/// The game's rules as the player reads them, in English: a fixed seed, a clock moved by hand. The
/// rules alone, with their typed outcomes, are tested in Domain's `GameRulesTests`.
@Suite struct GamePlayTests {
  let board = GameWorld.board
  let start = 1_795_000_000

  @Test func capitals_asksAboutEveryCountryOnce_naming_it() throws {
    let game = try #require(
      Game.start(mode: .capitals, on: board, now: start, seed: 3))

    let codes = game.rounds.flatMap(\.codes)

    #expect(game.rounds.count == 10)
    #expect(Set(codes).count == codes.count)
    let round = try #require(game.currentRound)
    let name = try #require(board.country(round.codes[0])).names.common
    #expect(game.prompt(on: board, now: start).contains("capital of \(name)"))
  }

  @Test func rightCapital_scoresThreePoints_andAsksTheNextQuestion() throws {
    var game = try capitalsGame()
    let capital = try capitalAsked(game)

    let turn = game.playLine(capital, on: board, now: start + 5)

    #expect(turn.text.hasPrefix("✓ Right!"))
    #expect(turn.text.contains("Question 2 of 10"))
    #expect(game.score == 3)
    #expect(game.asked == 2)
  }

  @Test func hint_givesTheRegionThenTheFirstLetterThenANeighbourThenTheCapital_eachCostingAPoint()
    throws
  {
    var game = try #require(Game.start(mode: .flags, on: board, now: start, seed: 4))
    let round = try #require(game.currentRound)
    let country = try #require(board.country(round.codes[0]))

    let hints = (1...5).map { _ in game.playLine("hint", on: board, now: start).text }
    _ = game.playLine(country.names.common, on: board, now: start + 9)

    #expect(hints[0].contains(country.subregion))
    #expect(hints[1].contains("starts with \(country.names.common.prefix(1))"))
    #expect(hints[2].contains("borders") || hints[2].contains("no land border"))
    #expect(hints[3].contains("Its capital is \(country.capitals[0])"))
    #expect(hints[4].hasPrefix("No more hints"))
    #expect(game.score == 1)
    #expect(game.marks == [.right(hints: 4)])
  }

  @Test func wrongCountry_isWrong_andTheReplySaysItIsADifferentCountry() throws {
    var game = Game(mode: .flags, rounds: [.flag("NG"), .flag("SS")], startedAt: start, total: 2)

    let niger = game.playLine("Niger", on: board, now: start + 1)
    let sudan = game.playLine("Sudan", on: board, now: start + 2)

    #expect(niger.text.contains("Niger is not Nigeria"))
    #expect(sudan.text.contains("Sudan is not South Sudan"))
    #expect(game.marks == [.wrong, .wrong])
    #expect(game.isOver)
  }

  @Test func aliasOfTheRightCountry_isAcceptedWithANote() throws {
    var game = Game(mode: .flags, rounds: [.flag("MK")], startedAt: start, total: 1)

    let turn = game.playLine("Macedonia", on: board, now: start + 1)

    #expect(turn.text.contains("you mean North Macedonia? Accepted"))
    #expect(game.marks == [.right(hints: 0)])
  }

  @Test func unknownName_isRefusedWithoutUsingUpTheQuestion() throws {
    var game = Game(mode: .codes, rounds: [.code("PE")], startedAt: start, total: 1)

    let turn = game.playLine("Atlantis", on: board, now: start + 1)

    #expect(turn.text.contains("I don't know a country called \"Atlantis\""))
    #expect(game.marks.isEmpty)
  }

  @Test func higherLower_acceptsTheCountryWithMorePeople_andGivesTheFigures() throws {
    var game = Game(
      mode: .higherLower, rounds: [.more("CL", "PE", .population), .more("CL", "PE", .area)],
      startedAt: start, total: 2)

    let right = game.playLine("Peru", on: board, now: start + 1)
    let wrong = game.playLine("Chile", on: board, now: start + 2)

    #expect(right.text.contains("Peru has about 33 million people"))
    #expect(wrong.text.hasPrefix("✗ Peru has 1,285,216 km²"))
    #expect(game.marks == [.right(hints: 0), .wrong])
  }

  @Test func end_showsTheScoreTheTimeAndWhatWasMissedWithTheRightAnswers() throws {
    var game = Game(
      mode: .capitals, rounds: [.capital("PE"), .capital("BO")], startedAt: start, total: 2)

    _ = game.playLine("skip", on: board, now: start + 30)
    let end = game.playLine("stop", on: board, now: start + 75)

    #expect(end.text.contains("Score 0 of 6: 0 of 2 right in 1:15."))
    #expect(end.text.contains("Capital of Peru → Lima"))
    #expect(end.text.contains("Capital of Bolivia → Sucre"))
    #expect(game.results(on: board).map(\.mark) == [.missed, .missed])
  }

  @Test func nameAll_countsEachCountryOnce_andSaysWhyAWrongOneIsWrong() throws {
    var game = try southAmerica()

    let peru = game.playLine("peru", on: board, now: start + 10)
    let again = game.playLine("Peru", on: board, now: start + 20)
    let france = game.playLine("France", on: board, now: start + 30)

    #expect(peru.text.hasPrefix("✓ Peru!"))
    #expect(again.text.hasPrefix("You already named Peru."))
    #expect(france.text.hasPrefix("✗ France is not in South America."))
    #expect(game.found.count == 1)
    #expect(game.guesses == 3)
    #expect(game.score == 1)
  }

  @Test func nameAll_endsWhenTheClockRunsOut_withoutCountingALateGuess() throws {
    var game = try southAmerica(minutes: 3)

    _ = game.playLine("Chile", on: board, now: start + 179)
    let late = game.playLine("Peru", on: board, now: start + 180)

    #expect(late.text.hasPrefix("Time's up!"))
    #expect(late.text.contains("You named 1 of 4"))
    #expect(late.text.contains("Missed: Bolivia, Brazil, Peru."))
    #expect(game.isOver)
    #expect(game.found.count == 1)
  }

  @Test func nameAll_endsWhenEveryCountryIsNamed() throws {
    var game = try southAmerica()

    let turns = ["Bolivia", "Brazil", "Chile", "Peru"].map {
      game.playLine($0, on: board, now: start + 60)
    }

    #expect(turns.last?.text.contains("You named them all!") == true)
    #expect(game.isOver)
    #expect(game.score == 4)
  }

  @Test func nameAll_ofNeighbours_saysWhichCountryDoesNotBorder() throws {
    var game = try #require(
      Game.start(mode: .nameAll, target: .neighbours("BO"), on: board, now: start, seed: 1))

    let turn = game.playLine("Belgium", on: board, now: start + 1)

    #expect(game.total == 3)
    #expect(turn.text.hasPrefix("✗ Belgium does not border Bolivia."))
  }

  @Test func daily_endsWithAShareableLineOfSquaresAndTheScore() throws {
    var game = try #require(Game.start(mode: .daily, on: board, now: start, seed: 1))

    _ = game.playLine("skip", on: board, now: start + 1)
    let end = game.playLine("give up", on: board, now: start + 2)

    let share = try #require(game.shareLine())
    #expect(share.hasPrefix("Country Quiz 2026-11-18 ⬜⬜"))
    #expect(share.hasSuffix(" 0/30"))
    #expect(end.text.contains(share))
  }

  // MARK: - Helpers

  private func capitalsGame() throws -> Game {
    try #require(Game.start(mode: .capitals, on: board, now: start, seed: 3))
  }

  private func capitalAsked(_ game: Game) throws -> String {
    let code = try #require(game.currentRound).codes[0]
    return try #require(board.country(code)?.capitals.first)
  }

  private func southAmerica(minutes: Int? = nil) throws -> Game {
    try #require(
      Game.start(
        mode: .nameAll, target: .group(.region("South America")), minutes: minutes, on: board,
        now: start, seed: 1))
  }
}
