/// Lines sorted by their bytes, compiled into the binary as one string literal and searched where
/// they lie: no array, set or dictionary is built from them when a process starts.
///
/// A line's key is its bytes up to the first space or tab (a name's first word); both sort below
/// every byte a word holds, so lines sorted by their bytes are sorted by key. A search halves the
/// range of bytes and steps back to the start of the line it lands in.
///
/// A search costs a few hundred instructions where a hash lookup costs a few dozen: a process that
/// searches one table often (the daemon, a batch, a long chat) gets its lines by key in a dictionary
/// after `searchesBeforeIndexing` searches, built once; a one-shot never builds it.
struct SortedLines: Sendable {
  private let text: StaticString
  /// The keys and the lines by key, once this table is searched often.
  private let keys = Published()
  private let linesByKey = Published()

  /// How many searches of a table a process makes before it indexes the table's lines by key: more
  /// than one line of a one-shot makes (a long line made 64 in its readings, and indexing the names
  /// parsed every line, 15 M instructions), few for a daemon or a batch.
  static let searchesBeforeIndexing = 1_024

  init(_ text: StaticString) {
    self.text = text
  }

  private final class LinesByKey: Sendable {
    let value: [String: [Substring]]

    init(_ value: [String: [Substring]]) {
      self.value = value
    }
  }

  private final class Keys: Sendable {
    let value: Set<String>

    init(_ value: Set<String>) {
      self.value = value
    }
  }

  /// Whether a line's key is `key`.
  func contains(key: String) -> Bool {
    if let keys = keys.object(making: { Keys(Set(all.map(Self.key(of:)))) }) {
      return unsafeDowncast(keys, to: Keys.self).value.contains(key)
    }
    var found = false
    forEachLine(key: key) { _ in
      found = true
      return false
    }
    return found
  }

  /// The lines whose key is `key`, in order.
  func lines(key: String) -> [Substring] {
    if let indexed = linesByKey.object(making: {
      LinesByKey(Dictionary(grouping: all, by: Self.key(of:)))
    }) {
      return unsafeDowncast(indexed, to: LinesByKey.self).value[key] ?? []
    }
    var lines: [Substring] = []
    forEachLine(key: key) { line in
      lines.append(Substring(decoding: line, as: UTF8.self))
      return true
    }
    return lines
  }

  /// A line's key: its bytes up to the first space or tab.
  static func key(of line: Substring) -> String {
    String(Substring(line.utf8.prefix { !isSeparator($0) }))
  }

  /// Every line, in order.
  var all: [Substring] {
    text.withUTF8Buffer { bytes in
      bytes.split(separator: Self.newline).map { Substring(decoding: $0, as: UTF8.self) }
    }
  }

  /// Calls `body` with each line whose key is `key` while it returns true.
  private func forEachLine(
    key: String, _ body: (UnsafeBufferPointer<UInt8>.SubSequence) -> Bool
  ) {
    var key = key
    key.withUTF8 { key in
      text.withUTF8Buffer { bytes in
        var start = Self.firstLine(notBelow: key, in: bytes)
        while start < bytes.count {
          let end = bytes[start...].firstIndex(of: Self.newline) ?? bytes.count
          let line = bytes[start..<end]
          guard Self.compare(keyOf: line, with: key) == 0, body(line) else { return }
          start = end + 1
        }
      }
    }
  }

  /// The start of the first line whose key is not below `key`, or the text's end.
  private static func firstLine(
    notBelow key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    // `low` is always a line's start, `high` a line's start or the end.
    var low = 0
    var high = bytes.count
    while low < high {
      var middle = (low + high) / 2
      while middle > low, bytes[middle - 1] != newline { middle -= 1 }
      let end = bytes[middle..<high].firstIndex(of: newline) ?? high
      if compare(keyOf: bytes[middle..<end], with: key) < 0 {
        low = end + 1
      } else {
        high = middle
      }
    }
    return min(low, bytes.count)
  }

  /// The order of `line`'s key against `key`: negative, zero or positive.
  private static func compare(
    keyOf line: UnsafeBufferPointer<UInt8>.SubSequence, with key: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var position = line.startIndex
    for byte in key {
      guard position < line.endIndex, !isSeparator(line[position]) else { return -1 }
      if line[position] != byte { return line[position] < byte ? -1 : 1 }
      position += 1
    }
    return position == line.endIndex || isSeparator(line[position]) ? 0 : 1
  }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }

  private static let newline = UInt8(ascii: "\n")
}
