import Domain
import DomainTestSupport
import Foundation
import GameRules
import Testing

/// Missed rounds come back by SM-2, per country and kind of round, with the clock fixed by hand: a
/// round missed is due again that day, one answered right after it comes back in 1, 6, then 6 × EF
/// days; every number of a card read from a profile is held to its range.
@Suite struct SpacedRepetitionTests {
  let day = 20_775
  let board = GameWorld.board

  @Test func reviewed_rightEachTime_putsTheCardOff1Then6ThenTheIntervalTimesTheEase() throws {
    var card = try #require(ReviewCard(round: "cPE", due: day))
    var intervals: [Int] = []
    var today = day
    for _ in 0..<4 {
      let ease = card.ease
      let before = card.interval
      card = card.reviewed(grade: 5, on: today)
      intervals.append(card.interval)
      if intervals.count > 2 { #expect(card.interval == (before * ease + 50) / 100) }
      #expect(card.due == today + card.interval)
      today = card.due
    }

    #expect(Array(intervals.prefix(2)) == [1, 6])
    #expect(intervals[2] == 16)  // 6 × 2.7 after two answers right at once
    #expect(intervals[3] == 45)  // 16 × 2.8
  }

  @Test func reviewed_missed_startsAgain_dueTheSameDay_andLowersTheEase() throws {
    let learnt = try #require(
      ReviewCard(round: "fNG", repetitions: 3, interval: 15, ease: 250, due: day))

    let missed = learnt.reviewed(grade: 1, on: day)

    #expect(missed.repetitions == 0)
    #expect(missed.interval == 1)
    #expect(missed.due == day)
    #expect(missed.ease == 196)
  }

  @Test(arguments: [
    (mark: Game.Mark.right(hints: 0), grade: 5), (.right(hints: 1), 4),
    (.right(hints: 2), 3), (.wrong, 1), (.skipped, 1),
  ])
  func grade_ofAMark_isSM2sQuality(mark: Game.Mark, grade: Int) {
    #expect(ReviewCard.grade(mark) == grade)
  }

  @Test func aRoundMissed_comesBackInTheNextGame_thenADayAfterItIsAnsweredRight() throws {
    var records = GameRecords()
    let missed = Game(
      mode: .capitals, rounds: [.capital("PE"), .capital("CL")],
      marks: [.wrong, .right(hints: 0)], startedAt: 0, endedAt: 1, total: 2)

    _ = records.record(missed, day: day)
    let sameDay = records.reviewRounds(for: .capitals, on: day)
    let game = try #require(
      Game.start(mode: .capitals, on: board, now: day * 86_400, seed: 3, review: sameDay))
    let answered = Game(
      mode: .capitals, rounds: [.capital("PE")], marks: [.right(hints: 0)], startedAt: 0,
      endedAt: 1, total: 1)
    _ = records.record(answered, day: day)

    #expect(sameDay == [.capital("PE")])
    #expect(game.rounds.first == .capital("PE"))
    #expect(records.reviewRounds(for: .capitals, on: day).isEmpty)
    #expect(records.reviewRounds(for: .capitals, on: day + 1) == [.capital("PE")])
    #expect(records.reviewRounds(for: .flags, on: day + 1).isEmpty)
    #expect(records.cards.map(\.round) == ["cPE"])  // a round never missed gets no card
  }

  @Test func weak_listsTheCardsDueOrHarderThanNew_andOldMissedRounds() throws {
    let due = try #require(
      ReviewCard(round: "cPE", repetitions: 0, interval: 1, ease: 196, due: day))
    let hard = try #require(
      ReviewCard(round: "fNG", repetitions: 2, interval: 6, ease: 216, due: day + 6))
    let known = try #require(
      ReviewCard(round: "iBE", repetitions: 4, interval: 40, ease: 260, due: day + 40))
    let records = GameRecords(review: ["kCL"], cards: [known, hard, due])

    #expect(records.weak(on: day).map(\.round) == ["kCL", "cPE", "fNG"])
    #expect(GameRecords().weak(on: day).isEmpty)
  }

  @Test func cards_keepAtMostTheLimit_droppingThoseDueLatest() throws {
    let cards = try (0..<(GameRecords.cardLimit + 5)).map { index in
      let code = String(UnicodeScalar(65 + index / 26)!) + String(UnicodeScalar(65 + index % 26)!)
      return try #require(ReviewCard(round: "c" + code, due: day + index))
    }

    let records = GameRecords(cards: cards.reversed())

    #expect(records.cards.count == GameRecords.cardLimit)
    #expect(Set(records.cards) == Set(cards.prefix(GameRecords.cardLimit)))
  }

  @Test func json_readsTheCardsBack_dropsCardsOutOfRange_andReadsAProfileWithoutCards() throws {
    let card = try #require(
      ReviewCard(round: "cPE", repetitions: 2, interval: 6, ease: 236, due: day))
    let records = GameRecords(review: ["cPE"], cards: [card])
    let outOfRange = Data(
      #"{"cards": ["cPE:2:6:236:20775", "cBO:1:1:999:20775", "cCL:-1:1:250:1", "pCLPE:0:1:250:1", "zz", 7, "iBE:0:1:250:99999999999"]}"#
        .utf8)
    let old = Data(#"{"records": {"capitals": {"best": 3, "played": 1}}, "review": ["cPE"]}"#.utf8)

    let decoded = try JSONDecoder().decode(GameRecords.self, from: JSONEncoder().encode(records))
    let lenient = try JSONDecoder().decode(GameRecords.self, from: outOfRange)
    let oldRecords = try JSONDecoder().decode(GameRecords.self, from: old)

    #expect(decoded == records)
    #expect(card.text == "cPE:2:6:236:20775")
    #expect(lenient.cards.isEmpty)  // one bad element drops the array, as any field
    #expect(oldRecords.cards.isEmpty)
    #expect(oldRecords.reviewRounds(for: .capitals, on: day) == [.capital("PE")])
    #expect(ReviewCard(text: "cBO:1:1:999:20775") == nil)
    #expect(ReviewCard(text: "cCL:-1:1:250:1") == nil)
    #expect(ReviewCard(text: "pCLPE:0:1:250:1") == nil)
    #expect(ReviewCard(text: "cPE:2:6:236:20775") == card)
  }

  @Test(arguments: [Int.max, Int.min, -1])
  func aCard_holdsEachNumberToItsRange(value: Int) throws {
    let card = try #require(
      ReviewCard(round: "cPE", repetitions: value, interval: value, ease: value, due: value))
    let reviewed = card.reviewed(grade: value, on: value)

    for card in [card, reviewed] {
      #expect(ReviewCard.repetitionRange.contains(card.repetitions))
      #expect(ReviewCard.intervalRange.contains(card.interval))
      #expect(ReviewCard.easeRange.contains(card.ease))
      #expect(Game.days.contains(card.due))
    }
  }
}
