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
  private let generationSize: Int
  private let longestLine: Int
  private let lock = NSLock()
  private var newer: [Key: Reading] = [:]
  private var older: [Key: Reading] = [:]

  /// `capacity` lines at most (at least 2); lines longer than `longestLine` bytes are read each time.
  public init(_ base: any QuestionInterpreter, capacity: Int, longestLine: Int = 200) {
    self.base = base
    generationSize = max(1, capacity / 2)
    self.longestLine = longestLine
  }

  /// How many lines are remembered now.
  public var count: Int { lock.withLock { newer.count + older.count } }

  public func interpret(_ text: String) -> Question? { base.interpret(text) }

  public func read(_ text: String, candidates: [String]) -> Reading {
    guard text.utf8.count <= longestLine else { return base.read(text, candidates: candidates) }
    let key = Key(text: text, candidates: candidates)
    if let known = remembered(key) { return known }
    let reading = base.read(text, candidates: candidates)
    remember(reading, for: key)
    return reading
  }

  public func countries(named text: String) -> NameMatch { base.countries(named: text) }

  public func capitals(named text: String) -> NameMatch { base.capitals(named: text) }

  private func remembered(_ key: Key) -> Reading? {
    lock.withLock {
      if let reading = newer[key] { return reading }
      guard let reading = older.removeValue(forKey: key) else { return nil }
      store(reading, for: key)
      return reading
    }
  }

  private func remember(_ reading: Reading, for key: Key) {
    lock.withLock { store(reading, for: key) }
  }

  /// Called with the lock held.
  private func store(_ reading: Reading, for key: Key) {
    if newer.count >= generationSize, newer[key] == nil {
      older = newer
      newer = [:]
      newer.reserveCapacity(generationSize)
    }
    newer[key] = reading
  }
}
