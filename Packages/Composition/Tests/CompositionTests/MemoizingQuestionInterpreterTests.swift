import Composition
import Domain
import Foundation
import Testing

/// An interpreter that counts the lines it reads: the memo is seen to spare the work, not only to
/// give the same answers.
private final class CountingInterpreter: QuestionInterpreter, @unchecked Sendable {
  private let lock = NSLock()
  private var reads: [String] = []
  private var notes: [String] = []

  var readLines: [String] { lock.withLock { reads } }
  var notedLines: [String] { lock.withLock { notes } }

  func interpret(_ text: String) -> Question? {
    Question(intent: .capital, subject: .country(String(text.prefix(2)).uppercased()))
  }

  func read(_ text: String, candidates: [String]) -> Reading {
    lock.withLock { reads.append(text) }
    return Reading(question: interpret(text), choice: candidates.first)
  }

  func note(on text: String, reading question: Question) -> ReadingNote {
    lock.withLock { notes.append(text) }
    return ReadingNote(leftOut: [text, "\(question.subject)"])
  }
}

@Suite struct MemoizingQuestionInterpreterTests {
  @Test func read_readsALineAgainOnlyOnce() {
    let base = CountingInterpreter()
    let sut = MemoizingQuestionInterpreter(base, capacity: 8)

    let first = sut.read("be capital", candidates: [])
    let second = sut.read("be capital", candidates: [])

    #expect(first == second)
    #expect(first.question == Question(intent: .capital, subject: .country("BE")))
    #expect(base.readLines == ["be capital"])
  }

  @Test func note_notesALineAgainOnlyOnce_forTheSameQuestion() {
    let base = CountingInterpreter()
    let sut = MemoizingQuestionInterpreter(base, capacity: 8)
    let france = Question(intent: .capital, subject: .country("FR"))
    let peru = Question(intent: .capital, subject: .country("PE"))

    let first = sut.note(on: "and Frnace?", reading: france)
    let again = sut.note(on: "and Frnace?", reading: france)
    let other = sut.note(on: "and Frnace?", reading: peru)

    #expect(first == again)
    #expect(first == ReadingNote(leftOut: ["and Frnace?", "country(\"FR\")"]))
    #expect(other == ReadingNote(leftOut: ["and Frnace?", "country(\"PE\")"]))
    #expect(base.notedLines == ["and Frnace?", "and Frnace?"])
  }

  @Test func read_keepsLinesWithDifferentCandidatesApart() {
    let base = CountingInterpreter()
    let sut = MemoizingQuestionInterpreter(base, capacity: 8)

    let plain = sut.read("south", candidates: [])
    let chosen = sut.read("south", candidates: ["KR", "KP"])

    #expect(plain.choice == nil)
    #expect(chosen.choice == "KR")
    #expect(base.readLines == ["south", "south"])
  }

  @Test func read_forgetsTheLeastRecentLinesBeyondItsCapacity() {
    let base = CountingInterpreter()
    let sut = MemoizingQuestionInterpreter(base, capacity: 4)

    for line in ["aa", "bb", "cc", "dd", "ee", "ff"] { _ = sut.read(line, candidates: []) }
    _ = sut.read("ff", candidates: [])
    _ = sut.read("aa", candidates: [])

    #expect(sut.count <= 4)
    #expect(base.readLines == ["aa", "bb", "cc", "dd", "ee", "ff", "aa"])
  }

  @Test func read_keepsALineAskedOftenWhileOthersComeAndGo() {
    let base = CountingInterpreter()
    let sut = MemoizingQuestionInterpreter(base, capacity: 4)

    for round in 0..<20 {
      _ = sut.read("fr popular", candidates: [])
      _ = sut.read("line \(round)", candidates: [])
    }

    #expect(base.readLines.filter { $0 == "fr popular" }.count == 1)
    #expect(sut.count <= 4)
  }

  @Test func read_readsAnOverlongLineEachTimeWithoutKeepingIt() {
    let base = CountingInterpreter()
    let sut = MemoizingQuestionInterpreter(base, capacity: 8, longestLine: 10)
    let long = String(repeating: "x", count: 11)

    _ = sut.read(long, candidates: [])
    _ = sut.read(long, candidates: [])

    #expect(base.readLines == [long, long])
    #expect(sut.count == 0)
  }

  @Test func read_givesEveryThreadTheSameReadingOfALine() async {
    let base = CountingInterpreter()
    let sut = MemoizingQuestionInterpreter(base, capacity: 64)

    let readings = await withTaskGroup(of: Reading.self) { group in
      for index in 0..<200 {
        group.addTask { sut.read("q\(index % 10)", candidates: []) }
      }
      return await group.reduce(into: [Reading]()) { $0.append($1) }
    }

    #expect(readings.count == 200)
    #expect(Set(base.readLines).count == 10)
    #expect(sut.count == 10)
  }
}
