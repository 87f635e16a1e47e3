import Synchronization

/// What was worked out for the few lines being read at once (one a thread), by line: a turn reads
/// its line several times (its reading, the note on it, each subject it tries), and each time after
/// the first takes what the first worked out.
///
/// It keeps the `kept` lines worked out last, so a line read again after a few others is worked out
/// again: it is a turn's scratch, not a memory of readings.
final class RecentLines<Line: Equatable & Sendable, Value: Sendable>: Sendable {
  /// Lines kept: one for each thread reading at once, and a few more.
  let kept: Int

  private let lines = Mutex<[(line: Line, value: Value)]>([])

  init(keeping kept: Int = 4) { self.kept = kept }

  /// What `make` works out for `line`, unless it was worked out just before.
  func value(for line: Line, make: () -> Value) -> Value {
    if let kept = self[line] { return kept }
    let value = make()
    lines.withLock { lines in
      lines.removeAll { $0.line == line }
      lines.insert((line, value), at: 0)
      if lines.count > kept { lines.removeLast() }
    }
    return value
  }

  /// What was worked out for `line`, if it is kept.
  subscript(line: Line) -> Value? {
    lines.withLock { $0.first { $0.line == line }?.value }
  }

  /// Changes what is kept for `line`, if it is kept.
  func update(_ line: Line, _ change: (inout Value) -> Void) {
    lines.withLock { lines in
      guard let at = lines.firstIndex(where: { $0.line == line }) else { return }
      change(&lines[at].value)
    }
  }

  /// How many lines are kept now (for tests).
  var count: Int { lines.withLock { $0.count } }
}
