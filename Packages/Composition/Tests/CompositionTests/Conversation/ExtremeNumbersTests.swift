import Composition
import Domain
import DomainTestSupport
import Foundation
import GameRules
import Testing

@testable import Presentation

/// Numbers from outside (a profile, a context's game) at the ends of their types: each is held to its
/// range where it is decoded, and no step of a game traps on them. A trap here kills the test process,
/// so every test in this suite fails by crashing when a range check is missing.
@Suite struct ExtremeNumbersTests {

  @Test func stop_afterAProfileClaimingTheMostGamesAnIntHolds_endsTheGame() async throws {
    let profile = try #require(
      Profile(
        json: Data(#"{"games":{"records":{"capitals":{"played":9223372036854775807}}}}"#.utf8)))
    let sut = makeSUT()
    let (_, playing) = await sut.ask("quiz me on capitals", in: Conversation(profile: profile))

    let (reply, after) = await sut.ask("stop", in: playing)

    #expect(reply.game?.over == true)
    #expect(
      after.profile.games.record(of: .capitals)?.played == GameRecords.Record.counts.upperBound)
  }

  @Test func stop_afterTheLongestStreakEndingYesterday_keepsTheStreakAtItsLimit() async throws {
    let yesterday = FakeClock().seconds / 86_400 - 1
    let json =
      #"{"games":{"records":{"capitals":{"streak":9223372036854775807,"lastDay":"#
      + "\(yesterday)}}}}"
    let profile = try #require(Profile(json: Data(json.utf8)))
    let sut = makeSUT()
    let (_, playing) = await sut.ask("quiz me on capitals", in: Conversation(profile: profile))

    let (_, after) = await sut.ask("stop", in: playing)

    #expect(
      after.profile.games.record(of: .capitals)?.streak == GameRecords.Record.counts.upperBound)
  }

  @Test(arguments: ["best", "played", "streak", "lastDay"])
  func profile_holdsEachRecordNumberToItsRange(field: String) throws {
    for value in GameSamples.extremes + [GameRecords.Record.counts.upperBound + 1] {
      let json = #"{"games":{"records":{"daily":{""# + field + #"":"# + "\(value)}}}}"
      let record = try #require(Profile(json: Data(json.utf8))?.games.record(of: .daily))

      #expect(GameRecords.Record.counts.contains(record.best))
      #expect(GameRecords.Record.counts.contains(record.played))
      #expect(GameRecords.Record.counts.contains(record.streak))
      #expect(Game.days.contains(record.lastDay))
    }
  }

  /// Every numeric part of a game's text set to extremes and random values, in every mode; each game
  /// the codec accepts is then played, hinted, skipped, timed out and stopped, with the status read at
  /// extreme clocks. Thousands of cases; none may trap.
  @Test func everyGameTheCodecAccepts_playsToItsEndWithoutTrapping() throws {
    let board = GameWorld.board
    let mutations = GameSamples.acceptedMutations(on: board)
    #expect(mutations.modes == Game.Mode.allCases.count)
    for (accepted, value) in mutations.games {
      var game = accepted
      play(&game, on: board, clock: value)
    }
    #expect(mutations.tried > 1_000)
    #expect(mutations.games.count > 100)
  }

  private func play(_ game: inout Game, on board: GameBoard, clock: Int) {
    for now in [clock, 0, Game.times.upperBound, 1_795_000_000] where Game.times.contains(now) {
      _ = GameStatus(game, on: board, now: now)
      _ = game.status(on: board, now: now)
      for line in ["hint", "skip", "Lima", "France", "stop"] {
        var copy = game
        _ = copy.playLine(line, on: board, now: now)
        _ = GameStatus(copy, on: board, now: now)
        var records = GameRecords(records: [
          game.mode.rawValue: .init(
            best: .max, played: .max, streak: .max, lastDay: now / 86_400 - 1)
        ])
        _ = records.record(copy, day: now / 86_400)
      }
    }
  }

  private func makeSUT() -> ConversationEngine {
    let clock = FakeClock()
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(GameWorld.countries), readyFor: .seconds(60)
      ) { _ in ReadingInterpreterStub(readings: [:]) },
      now: { clock.date }, seed: { 42 })
  }
}
