import Domain
import DomainTestSupport
import Foundation
import GameRules
import Testing

/// What games leave behind: best scores, games played, days in a row and the rounds missed, every
/// number held to its range so no arithmetic on a record read from outside can trap.
@Suite struct GameRecordsRulesTests {
  let day = 20_775

  @Test func record_keepsTheBestScoreGamesPlayedAndDaysInARow() {
    var records = GameRecords()

    let first = records.record(game(score: 1), day: day)
    let second = records.record(game(score: 2), day: day + 1)
    let third = records.record(game(score: 0), day: day + 1)

    #expect(first.isBest == false)
    #expect(second.isBest)
    #expect(third.isBest == false)
    #expect(third.record == GameRecords.Record(best: 2, played: 3, streak: 2, lastDay: day + 1))
    #expect(records.record(of: .capitals) == third.record)
  }

  @Test func record_afterADayOff_startsTheStreakAgain() {
    var records = GameRecords(records: [
      "capitals": .init(best: 3, played: 5, streak: 4, lastDay: day)
    ])

    let (record, _) = records.record(game(score: 0), day: day + 2)

    #expect(record.streak == 1)
    #expect(record.lastDay == day + 2)
  }

  @Test func record_keepsTheRoundsMissed_untilAnsweredRight() {
    var records = GameRecords()
    let missed = Game(
      mode: .capitals, rounds: [.capital("PE"), .capital("BO"), .capital("CL")],
      marks: [.wrong, .skipped, .right(hints: 0)], startedAt: 0, total: 3)
    let answered = Game(
      mode: .capitals, rounds: [.capital("PE")], marks: [.right(hints: 1)], startedAt: 0, total: 1)

    _ = records.record(missed, day: day)
    let review = records.reviewRounds(for: .capitals)
    _ = records.record(answered, day: day)

    #expect(review == [.capital("PE"), .capital("BO")])
    #expect(records.review == ["cBO"])
  }

  @Test func reviewRounds_fitTheMode_andAreAtMostThree() {
    let records = GameRecords(review: ["cPE", "fNG", "pCLPE", "iBE", "kCL", "cBO"])

    #expect(records.reviewRounds(for: .capitals) == [.capital("PE"), .capital("BO")])
    #expect(records.reviewRounds(for: .flags) == [.flag("NG")])
    #expect(records.reviewRounds(for: .higherLower).isEmpty)
    #expect(records.reviewRounds(for: .mixed) == [.capital("PE"), .flag("NG"), .code("BE")])
  }

  @Test func review_keepsTheLatestThirtyReadableRounds() {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let rounds = (0..<40).map { "c" + String(letters[$0 / 26]) + String(letters[$0 % 26]) }

    let records = GameRecords(review: ["zzz", "cpe"] + rounds)

    #expect(records.review == Array(rounds.suffix(30)))
  }

  @Test(arguments: [Int.max, Int.min, -1, 1_000_000_001])
  func record_holdsEachNumberToItsRange(value: Int) {
    let record = GameRecords.Record(best: value, played: value, streak: value, lastDay: value)

    #expect(GameRecords.Record.counts.contains(record.best))
    #expect(GameRecords.Record.counts.contains(record.played))
    #expect(GameRecords.Record.counts.contains(record.streak))
    #expect(Game.days.contains(record.lastDay))
  }

  @Test func record_ofTheMostGamesARecordKeeps_staysThere() {
    let most = GameRecords.Record.counts.upperBound
    var records = GameRecords(records: [
      "capitals": .init(best: most, played: most, streak: most, lastDay: day - 1)
    ])

    let (record, _) = records.record(game(score: 3), day: Int.max)

    #expect(record.played == most)
    #expect(record.lastDay == Game.days.upperBound)
    #expect(record.streak == 1)
  }

  @Test func json_readsBackTheRecords_andDropsWhatItCannotRead() throws {
    let records = GameRecords(
      records: ["capitals": .init(best: 21, played: 4, streak: 2, lastDay: day)],
      review: ["cPE", "fNG"])
    let partly = Data(
      #"{"records": {"capitals": {"best": "x", "played": 2}, "chess": {"best": 9}}, "review": ["cPE", "zzz"]}"#
        .utf8)

    let decoded = try JSONDecoder().decode(
      GameRecords.self, from: JSONEncoder().encode(records))
    let lenient = try JSONDecoder().decode(GameRecords.self, from: partly)

    #expect(decoded == records)
    #expect(lenient == GameRecords(records: ["capitals": .init(played: 2)], review: ["cPE"]))
  }

  // MARK: - Helpers

  private func game(score: Int) -> Game {
    Game(
      mode: .capitals, rounds: [.capital("PE")], marks: score > 0 ? [.right(hints: 3 - score)] : [],
      startedAt: 0, endedAt: 1, total: 1)
  }
}
