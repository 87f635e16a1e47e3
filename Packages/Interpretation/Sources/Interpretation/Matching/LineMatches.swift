import Synchronization

/// The names found in the lines being read: a turn matches its line three or four times (each
/// subject it tries, each cue it excludes, the note on its reading). The names starting at a word,
/// found once, are kept, and a match that excludes a word they cross filters them out: found again,
/// they would be the same. A word a match excludes starts no lookup for it, as a one-shot that
/// excludes it everywhere never pays for its typo searches.
final class LineMatches: Sendable {
  /// The table a name is found in.
  enum Table: Sendable { case names, translations, demonyms }

  struct Line: SameBytes, Sendable {
    let table: Table
    let tokens: [Token]

    /// The same tokens, in place (a reading passes one array to every match: a kept line holds its
    /// array, so no other array can take that address while it is kept), else word by word
    /// from the last, where lines differ most ("what is the capital of …"), without copying a
    /// token, nor pairing them with `zip`, whose tuples' metadata is made at run time.
    func hasSameBytes(as other: Line) -> Bool {
      guard table == other.table, tokens.count == other.tokens.count else { return false }
      return tokens.withUnsafeBufferPointer { words in
        other.tokens.withUnsafeBufferPointer { otherWords in
          words.baseAddress == otherWords.baseAddress
            || words.indices.reversed().allSatisfy { words[$0].hasSameBytes(as: otherWords[$0]) }
        }
      }
    }
  }

  /// What a line's matches looked up so far. Plain arrays of bytes, not of optionals: a one-shot
  /// would instantiate the optionals' metadata at run time, mapping more of the binary.
  struct Found: Sendable {
    /// The names found so far, by the word they start at, in the order each start's were found.
    var names: [CountryMatch] = []
    /// By word: 1 once the names starting there are looked up.
    var looked: [UInt8]
    /// By word: whether it may name people ("Iranians"), once asked: 0 not asked, 1 no, 2 yes.
    var namesPeople: [UInt8]

    init(_ count: Int) {
      looked = Array(repeating: 0, count: count)
      namesPeople = Array(repeating: 0, count: count)
    }
  }

  /// A line's names, translations and people for each thread reading at once, and a few more.
  private let lines = Mutex(RecentLines<Line, Found>(keeping: 8))

  /// The names starting at `starts` (ascending) in `tokens`, in their order: each start's by `find`
  /// unless it was looked up on this line just before.
  func names(
    in tokens: [Token], table: Table, at starts: [Int], find: (Int) -> [CountryMatch]
  ) -> [CountryMatch] {
    let line = Line(table: table, tokens: tokens)
    var kept = lines.withLock { $0[line] } ?? Found(tokens.count)
    // Most matches after a line's first look nothing up: they only filter what is kept.
    if starts.contains(where: { kept.looked[$0] == 0 }) {
      for start in starts where kept.looked[start] == 0 {
        let found = find(start)
        let at = kept.names.firstIndex { $0.start > start } ?? kept.names.endIndex
        kept.names.insert(contentsOf: found, at: at)
        kept.looked[start] = 1
      }
      lines.withLock { [kept] in $0.keep(kept, for: line) }
    }
    return Self.names(kept.names, at: starts)
  }

  /// The names of `names` (by start) that start at one of `starts` (ascending).
  private static func names(_ names: [CountryMatch], at starts: [Int]) -> [CountryMatch] {
    var found: [CountryMatch] = []
    var next = 0
    for name in names {
      while next < starts.count, starts[next] < name.start { next += 1 }
      if next < starts.count, starts[next] == name.start { found.append(name) }
    }
    return found
  }

  /// Whether a word of `tokens` at `positions` may name people, each word asked of `namesPeople`
  /// once a line, in order, until one does.
  func mayNamePeople(
    in tokens: [Token], at positions: [Int], namesPeople: (Int) -> Bool
  ) -> Bool {
    let line = Line(table: .demonyms, tokens: tokens)
    var kept = lines.withLock { $0[line] } ?? Found(tokens.count)
    var asked = false
    defer { if asked { lines.withLock { $0.keep(kept, for: line) } } }
    for position in positions {
      if kept.namesPeople[position] == 0 {
        kept.namesPeople[position] = namesPeople(position) ? 2 : 1
        asked = true
      }
      if kept.namesPeople[position] == 2 { return true }
    }
    return false
  }

  /// How many lines are kept now, and at most (for tests).
  var count: Int { lines.withLock { $0.count } }
  var kept: Int { lines.withLock { $0.kept } }
}
