import Domain
import Foundation

/// Remembers what recent lines read as. A daemon hears the same popular questions again and again
/// ("what is the capital of France?"), and reading a line is most of the work of answering it. An
/// interpreter reads a line the same way every time over one data set, and this memo is made with
/// the interpreter for that data set, so new data starts an empty one.
///
/// Bounded in lines and in line length: two generations of at most `capacity / 2` lines each. A line
/// found in the older generation moves to the newer; when the newer is full the older is dropped
/// whole. That keeps what is asked often at the price of a lookup in two tables, with no list to
/// maintain. Safe from several threads (the daemon's event loops): a lock guards the tables, and
/// reading a line happens outside it.
public final class MemoizingQuestionInterpreter: QuestionInterpreter, @unchecked Sendable {
  private struct Key: Hashable {
    let text: String
    let candidates: [String]
  }

  private let base: any QuestionInterpreter
  private let longestLine: Int
  private let lock = NSLock()
  private var readings: TwoGenerations<Key, Reading>
  /// What a line's reading corrected and left out, with the question it was noted for.
  private var notes: TwoGenerations<String, (question: Question, note: ReadingNote)>

  /// `capacity` lines at most (at least 2); lines longer than `longestLine` bytes are read each time.
  public init(_ base: any QuestionInterpreter, capacity: Int, longestLine: Int = 200) {
    self.base = base
    readings = TwoGenerations(size: max(1, capacity / 2))
    notes = TwoGenerations(size: max(1, capacity / 2))
    self.longestLine = longestLine
  }

  /// How many lines are remembered now.
  public var count: Int { lock.withLock { readings.count } }

  public func interpret(_ text: String) -> Question? { base.interpret(text) }

  public func read(_ text: String, candidates: [String]) -> Reading {
    guard text.utf8.count <= longestLine else { return base.read(text, candidates: candidates) }
    let key = Key(text: text, candidates: candidates)
    if let known = lock.withLock({ readings.value(for: key) }) { return known }
    let reading = base.read(text, candidates: candidates)
    lock.withLock { readings.store(reading, for: key) }
    return reading
  }

  public func note(on text: String, reading question: Question) -> ReadingNote {
    guard text.utf8.count <= longestLine else { return base.note(on: text, reading: question) }
    if let known = lock.withLock({ notes.value(for: text) }), known.question == question {
      return known.note
    }
    let note = base.note(on: text, reading: question)
    lock.withLock { notes.store((question, note), for: text) }
    return note
  }

  /// Read only when a line is refused, so not kept.
  public func mention(in text: String) -> Mention { base.mention(in: text) }

  public func countries(named text: String) -> NameMatch { base.countries(named: text) }

  public func capitals(named text: String) -> NameMatch { base.capitals(named: text) }
}

/// Two generations of at most `size` entries each: a value found in the older moves to the newer;
/// when the newer is full, the older is dropped whole. Not thread-safe: its owner locks.
private struct TwoGenerations<Key: Hashable, Value> {
  let size: Int
  private var newer: [Key: Value] = [:]
  private var older: [Key: Value] = [:]

  init(size: Int) { self.size = size }

  var count: Int { newer.count + older.count }

  mutating func value(for key: Key) -> Value? {
    if let value = newer[key] { return value }
    guard let value = older.removeValue(forKey: key) else { return nil }
    store(value, for: key)
    return value
  }

  mutating func store(_ value: Value, for key: Key) {
    if newer.count >= size, newer[key] == nil {
      older = newer
      newer = [:]
      newer.reserveCapacity(size)
    }
    newer[key] = value
  }
}
