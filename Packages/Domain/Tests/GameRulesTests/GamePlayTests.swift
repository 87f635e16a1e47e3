import Domain
import DomainTestSupport
import GameRules
import Testing

/// The rules of play, pure: a fixed seed, a clock moved by hand, typed outcomes.
@Suite struct GamePlayTests {
  let board = GameWorld.board
  let start = 1_795_000_000

  @Test func play_aRightCapital_marksTheRoundRight_andAsksTheNextQuestion() throws {
    var game = try #require(Game.start(mode: .capitals, on: board, now: start, seed: 3))
    let round = try #require(game.currentRound)
    let capital = try #require(board.country(round.codes[0])?.capitals.first)

    let outcome = game.play(.guess(capital), on: board, now: start + 5)

    #expect(outcome == GameOutcome(.answered(round, .right(.exact))))
    #expect(game.marks == [.right(hints: 0)])
    #expect(game.score == 3)
    #expect(game.asked == 2)
  }

  @Test func hint_givesTheRegionTheFirstLetterANeighbourThenTheCapital_freeOnceTheRoundIsWorthOne()
    throws
  {
    var game = try #require(Game.start(mode: .flags, on: board, now: start, seed: 4))
    let round = try #require(game.currentRound)
    let country = try #require(board.country(round.codes[0]))
    let code = country.cca2

    let events = (1...5).map { _ in game.play(.command(.hint), on: board, now: start + 1).event }
    _ = game.play(.guess(country.names.common), on: board, now: start + 9)

    #expect(
      events == [
        .hint(.region(code)), .hint(.nameStart(code, letters: 1)),
        .freeHint(.neighbour(of: code, board.neighbours(of: country).first?.cca2)),
        .freeHint(.capital(code)), .noMoreHints,
      ])
    #expect(game.hintsUsed == 2)
    #expect(game.score == 1)
    #expect(game.marks == [.right(hints: 4)])
  }

  @Test func hint_onACapital_givesItsFirstLetterItsLengthThenItsFirstHalf() {
    var game = Game(mode: .capitals, rounds: [.capital("PE")], startedAt: start, total: 1)

    let events = (1...4).map { _ in game.play(.command(.hint), on: board, now: start).event }

    #expect(
      events == [
        .hint(.capitalStart("PE")), .hint(.capitalLength("PE")),
        .freeHint(.capitalHalf("PE")),
        .noMoreHints,
      ])
  }

  @Test func hint_inHigherOrLower_givesTheFirstCountrysFigureOnce() {
    var game = Game(
      mode: .higherLower, rounds: [.more("CL", "PE", .area)], startedAt: start, total: 1)

    let events = (1...2).map { _ in game.play(.command(.hint), on: board, now: start).event }

    #expect(events == [.hint(.measure("CL", .area)), .noMoreHints])
    #expect(game.hintsUsed == 1)
  }

  @Test func hint_inANameThemAll_skipsTheRegion_andGivesOneLetterMoreThanThePrefix() {
    var region = Game(
      mode: .nameAll, startedAt: start, target: .group(.region("South America")), total: 4)
    var prefix = Game(mode: .nameAll, startedAt: start, target: .prefix("Bo"), total: 1)

    let first = region.play(.command(.hint), on: board, now: start).event
    let letters = prefix.play(.command(.hint), on: board, now: start).event

    #expect(first == .freeHint(.nameStart("BO", letters: 1)))
    #expect(letters == .freeHint(.nameStart("BO", letters: 3)))
  }

  @Test func hint_withNoQuestionLeft_isNone() {
    var game = Game(
      mode: .capitals, rounds: [.capital("PE")], marks: [.wrong], startedAt: start, total: 1)

    let outcome = game.play(.command(.hint), on: board, now: start)

    #expect(outcome == GameOutcome(.noHint))
    #expect(game.hintsUsed == 0)
  }

  @Test func play_aDifferentCountry_isWrong_andSaysWhichCountryWasGiven() {
    var game = Game(mode: .flags, rounds: [.flag("NG"), .flag("SS")], startedAt: start, total: 2)

    let niger = game.play(.guess("Niger"), on: board, now: start + 1)
    let sudan = game.play(.guess("Sudan"), on: board, now: start + 2)

    #expect(niger == GameOutcome(.answered(.flag("NG"), .wrong(.otherCountry("NE")))))
    #expect(
      sudan == GameOutcome(.answered(.flag("SS"), .wrong(.otherCountry("SD"))), isEnd: true))
    #expect(game.marks == [.wrong, .wrong])
    #expect(game.isOver)
  }

  @Test func play_anAliasOfTheRightCountry_isRight_andReadAsAnAlias() {
    var game = Game(mode: .flags, rounds: [.flag("MK")], startedAt: start, total: 1)

    let outcome = game.play(.guess("Macedonia"), on: board, now: start + 1)

    #expect(
      outcome
        == GameOutcome(
          .answered(.flag("MK"), .right(.alias("MK", guess: "Macedonia"))), isEnd: true))
    #expect(game.marks == [.right(hints: 0)])
  }

  @Test func play_theNameAsTheGamesLanguageWritesIt_isReadAsExact() {
    var french = Game(
      mode: .flags, rounds: [.flag("PE")], startedAt: start, total: 1, language: .french)
    var english = Game(mode: .flags, rounds: [.flag("PE")], startedAt: start, total: 1)

    let inFrench = french.play(.guess("Pérou"), on: board, now: start)
    let inEnglish = english.play(.guess("Pérou"), on: board, now: start)

    #expect(inFrench.event == .answered(.flag("PE"), .right(.exact)))
    #expect(inEnglish.event == .answered(.flag("PE"), .right(.alias("PE", guess: "Pérou"))))
  }

  @Test func play_anUnknownName_isRefusedWithoutUsingUpTheQuestion() {
    var game = Game(mode: .codes, rounds: [.code("PE")], startedAt: start, total: 1)

    let outcome = game.play(.guess("Atlantis"), on: board, now: start + 1)

    #expect(outcome == GameOutcome(.refused(.unknownName("Atlantis"))))
    #expect(game.marks.isEmpty)
    #expect(game.guesses == 1)
  }

  @Test func higherLower_acceptsTheCountryWithMore_byNameOrByPick() {
    var game = Game(
      mode: .higherLower, rounds: [.more("CL", "PE", .population), .more("CL", "PE", .area)],
      startedAt: start, total: 2)

    let right = game.play(.guess("Peru"), on: board, now: start + 1)
    let wrong = game.play(.pick(.first), on: board, now: start + 2)

    #expect(right == GameOutcome(.answered(.more("CL", "PE", .population), .right(.exact))))
    #expect(
      wrong
        == GameOutcome(
          .answered(.more("CL", "PE", .area), .wrong(.otherCountry("CL"))), isEnd: true))
    #expect(game.marks == [.right(hints: 0), .wrong])
    #expect(game.guesses == 2)
  }

  @Test func higherLower_aCountryOfNeitherSide_isRefused() {
    var game = Game(
      mode: .higherLower, rounds: [.more("CL", "PE", .population)], startedAt: start, total: 1)

    let outcome = game.play(.guess("Brazil"), on: board, now: start + 1)

    #expect(outcome == GameOutcome(.refused(.neitherOf("CL", "PE"))))
    #expect(game.marks.isEmpty)
  }

  @Test func pick_whereNoRoundOffersTwoCountries_saysHowToPlay() {
    var rounds = Game(mode: .capitals, rounds: [.capital("PE")], startedAt: start, total: 1)
    var nameAll = Game(
      mode: .nameAll, startedAt: start, target: .group(.region("South America")), total: 4)
    let before = (rounds, nameAll)

    let outcomes = [
      rounds.play(.pick(.first), on: board, now: start),
      nameAll.play(.pick(.second), on: board, now: start),
    ]

    #expect(outcomes == [GameOutcome(.help), GameOutcome(.help)])
    #expect(rounds == before.0)
    #expect(nameAll == before.1)
  }

  @Test func scoreAndHelp_leaveTheGameAsItWas() {
    var game = Game(mode: .capitals, rounds: [.capital("PE")], startedAt: start, total: 1)
    let before = game

    let outcomes = [
      game.play(.command(.score), on: board, now: start),
      game.play(.command(.help), on: board, now: start),
    ]

    #expect(outcomes == [GameOutcome(.status), GameOutcome(.help)])
    #expect(game == before)
  }

  @Test func skipThenStop_endTheGame_withEveryRoundMissed() {
    var game = Game(
      mode: .capitals, rounds: [.capital("PE"), .capital("BO")], startedAt: start, total: 2)

    let skipped = game.play(.command(.skip), on: board, now: start + 30)
    let stopped = game.play(.command(.stop), on: board, now: start + 75)

    #expect(skipped == GameOutcome(.skipped(.capital("PE"))))
    #expect(stopped == GameOutcome(.gameOver, isEnd: true))
    #expect(game.endedAt == start + 75)
    #expect(game.elapsed(at: start + 999) == 75)
    #expect(game.roundResults.map(\.standing) == [.missed, .missed])
    #expect(game.rightAnswers == 0)
  }

  @Test func roundResults_tellRightHintedWrongAndMissedApart() {
    let game = Game(
      mode: .mixed,
      rounds: [.capital("PE"), .flag("NG"), .code("BE"), .capital("BO"), .flag("FR")],
      marks: [.right(hints: 0), .right(hints: 2), .wrong, .skipped], startedAt: start, total: 5)

    #expect(game.roundResults.map(\.standing) == [.right, .hinted, .wrong, .missed, .missed])
    #expect(game.roundResults.map(\.round) == game.rounds)
    #expect(game.rightAnswers == 2)
    #expect(game.score == 4)
  }

  @Test func skip_inANameThemAll_hasNothingToSkip() {
    var game = Game(
      mode: .nameAll, startedAt: start, target: .group(.region("South America")), total: 4)

    let outcome = game.play(.command(.skip), on: board, now: start)

    #expect(outcome == GameOutcome(.nothingToSkip))
  }

  @Test func guess_afterTheLastRound_endsTheGame() {
    var game = Game(
      mode: .capitals, rounds: [.capital("PE")], marks: [.wrong], startedAt: start, total: 1)

    let outcome = game.play(.guess("Lima"), on: board, now: start + 3)

    #expect(outcome == GameOutcome(.gameOver, isEnd: true))
    #expect(game.guesses == 0)
    #expect(game.isOver)
  }

  @Test func expire_endsTheGameAtItsDeadline_onceTheClockRanOut() {
    var game = Game(
      mode: .capitals, rounds: [.capital("PE")], startedAt: start, deadline: start + 60, total: 1)

    let early = game.expire(at: start + 59)
    let late = game.expire(at: start + 90)
    let again = game.expire(at: start + 120)

    #expect(early == nil)
    #expect(late == GameOutcome(.timeUp, isEnd: true))
    #expect(game.endedAt == start + 60)
    #expect(game.remaining(at: start + 120) == 0)
    #expect(again == nil)
  }
}
