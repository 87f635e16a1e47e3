/// The longest line any shell takes: the page's input, a `quiz` argument or batch line, a chat line and
/// `POST /v1/ask`'s question. Longer is refused with a clear message before any work, so every line's
/// cost is bounded (`make bench` times the worst lines within these limits).
public enum LineLimit {
  /// Characters in a line; the shells refuse a longer one before it reaches the engine.
  public static let characters = 1_000
  /// Words in a line the engine reads: no question, answer or game request needs more (the longest
  /// of the dev sets has eleven), and reading stays well within a millisecond.
  public static let words = 40

  /// Whether `line` has more than `words` words, counted as the reader splits them: a word is a run of
  /// letters, digits and the apostrophes and hyphens inside names; anything else (a blank, a comma, an
  /// ideographic space) separates words, so "a,a,a,…" is as many words as "a a a …".
  public static func hasTooManyWords(_ line: String) -> Bool {
    // Most lines are short ASCII: count them by bytes, without Unicode's property tables.
    if line.utf8.count <= words * 2 { return false }
    if line.utf8.allSatisfy({ $0 < 0x80 }) { return hasTooManyASCIIWords(line.utf8) }
    var count = 0
    var inWord = false
    for scalar in line.unicodeScalars {
      let isWordScalar =
        scalar.isASCII
        ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "'"
          || scalar == "-")
        : (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || scalar == "’")
      if isWordScalar && !inWord {
        count += 1
        if count > words { return true }
      }
      inWord = isWordScalar
    }
    return false
  }

  private static func hasTooManyASCIIWords(_ bytes: String.UTF8View) -> Bool {
    var count = 0
    var inWord = false
    for byte in bytes {
      let letter = byte | 0x20
      let isWordByte =
        (letter >= 0x61 && letter <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "-")
      if isWordByte && !inWord {
        count += 1
        if count > words { return true }
      }
      inWord = isWordByte
    }
    return false
  }
}
