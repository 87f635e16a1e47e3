import Synchronization

/// What was worked out for the few lines being read at once (one a thread), by line: a turn reads
/// its line several times (its reading, the note on it, each subject it tries), and each time after
/// the first takes what the first worked out.
///
/// It keeps the `kept` lines worked out last, so a line read again after a few others is worked out
/// again: it is a turn's scratch, not a memory of readings. A value kept under its owner's lock
/// (`Mutex.value(for:make:)`): a generic class, or tuples, would make a one-shot instantiate their
/// metadata at run time, and map more of the binary.
struct RecentLines<Line: SameBytes, Value> {
  /// Lines kept: one for each thread reading at once, and a few more.
  let kept: Int
  private var lines: [Line] = []
  private var values: [Value] = []

  init(keeping kept: Int = 4) { self.kept = kept }

  /// What was worked out for `line`, if it is kept.
  subscript(line: Line) -> Value? {
    index(of: line).map { values[$0] }
  }

  /// Keeps `value` for `line`: in place of what was kept for it, or of the line worked out longest
  /// ago once `kept` are kept.
  mutating func keep(_ value: Value, for line: Line) {
    if let at = index(of: line) {
      values[at] = value
      return
    }
    lines.insert(line, at: 0)
    values.insert(value, at: 0)
    if lines.count > kept {
      lines.removeLast()
      values.removeLast()
    }
  }

  private func index(of line: Line) -> Int? {
    lines.firstIndex { $0.hasSameBytes(as: line) }
  }

  /// How many lines are kept now.
  var count: Int { lines.count }
}

extension Mutex {
  /// What `make` works out for `line`, unless it was worked out just before; `make` runs without
  /// the lock.
  func value<Line: Sendable, Kept: Sendable>(for line: Line, make: () -> Kept) -> Kept
  where Value == RecentLines<Line, Kept> {
    if let kept = withLock({ $0[line] }) { return kept }
    let made = make()
    withLock { $0.keep(made, for: line) }
    return made
  }
}

/// A line, compared byte for byte: `String`'s `==` compares canonical equivalents, and two different
/// lines with a letter beyond ASCII ("Perú", "Pérou") would be compared through Unicode's
/// normalization tables, which a one-shot never maps otherwise.
protocol SameBytes {
  func hasSameBytes(as other: Self) -> Bool
}

extension String: SameBytes {
  func hasSameBytes(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    // In place: a native string's bytes are contiguous, and comparing them through the views'
    // iterators was a seventh of a daemon's request.
    let inPlace = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { otherBytes in
        bytes.elementsEqual(otherBytes)
      }
    }
    return (inPlace ?? nil) ?? utf8.elementsEqual(other.utf8)
  }
}
