/// How far a typed word is from a known one, on bytes: the interpreter judges typos on folded ASCII
/// keys, the command line suggests the flag meant.
public enum EditDistance {
  /// Bytes of each word `distance` compares: a typo's distance, not a long argument's (the work is
  /// their product).
  public static let comparedBytes = 64

  /// The fewest edits from `a` to `b`: insertions, deletions and substitutions, and with
  /// `countingSwaps` a swap of neighbours as one edit (optimal string alignment) rather than two
  /// (Levenshtein).
  public static func distance(_ a: String, _ b: String, countingSwaps: Bool = true) -> Int {
    let lhs = Array(a.utf8.prefix(comparedBytes))
    let rhs = Array(b.utf8.prefix(comparedBytes))
    // Three rows of the table: a swap looks two rows back.
    var beforePrevious = Array(0...rhs.count)
    var previous = beforePrevious
    var row = previous
    for (i, x) in lhs.enumerated() {
      row[0] = i + 1
      for (j, y) in rhs.enumerated() {
        var edits = min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1))
        if countingSwaps, i > 0, j > 0, x == rhs[j - 1], lhs[i - 1] == y {
          edits = min(edits, beforePrevious[j - 1] + 1)
        }
        row[j + 1] = edits
      }
      (beforePrevious, previous) = (previous, row)
    }
    return previous[rhs.count]
  }

  /// Whether `distance(a, b) <= 1`, counting a swap as one edit, in one pass over whole words: the
  /// interpreter asks it of every candidate name.
  public static func isWithinOne(_ a: String, _ b: String) -> Bool {
    Array(a.utf8).withUnsafeBufferPointer { a in
      Array(b.utf8).withUnsafeBufferPointer { b in isWithinOne(bytes: a, b) }
    }
  }

  /// `isWithinOne` on words' bytes, allocating and retaining nothing: the readers compare one typed
  /// word with thousands of known ones held in byte buffers (`KnownWords`, `RankingWords`).
  @inlinable
  public static func isWithinOne(
    bytes a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let (short, long) = a.count <= b.count ? (a, b) : (b, a)
    guard long.count - short.count <= 1 else { return false }
    // One edit keeps the first letter, or leaves one word's first letter or second among the
    // other's first two: most pairs of words fail this at once.
    if short.count >= 2,
      !(short[0] == long[0] || short[1] == long[1] || short[0] == long[1] || short[1] == long[0])
    {
      return false
    }
    var i = 0
    while i < short.count && short[i] == long[i] { i += 1 }
    if i == short.count { return true }
    /// Whether the rest of `short` from `from` is the rest of `long` from `to`.
    func same(_ from: Int, _ to: Int) -> Bool {
      var (from, to) = (from, to)
      while from < short.count {
        if short[from] != long[to] { return false }
        (from, to) = (from + 1, to + 1)
      }
      return true
    }
    if short.count == long.count {
      return same(i + 1, i + 1)
        || (i + 1 < short.count && short[i] == long[i + 1] && short[i + 1] == long[i]
          && same(i + 2, i + 2))
    }
    return same(i, i + 1)
  }

  /// Whether two keys differ in their first letter (a typo there is rarer and riskier to accept),
  /// not counting a swap of the first two letters. A swap keeps the length: "land" is "aland" with
  /// its first letter dropped, not "al" swapped.
  public static func differsAtStart(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8.prefix(2))
    let y = Array(b.utf8.prefix(2))
    guard let first = x.first, let other = y.first, first != other else { return false }
    let isSwap =
      a.utf8.count == b.utf8.count && x.count == 2 && y.count == 2 && x[0] == y[1] && x[1] == y[0]
    return !isSwap
  }
}
