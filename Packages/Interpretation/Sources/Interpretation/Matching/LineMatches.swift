/// The names found in the lines being read, with no word excluded: a turn matches its line three
/// or four times (each subject it tries, each cue it excludes, the note on its reading), and a name
/// that touches no excluded word is found the same way whatever else is excluded, so each later
/// match only filters the first's (`RecentLines`).
final class LineMatches: Sendable {
  struct Line: Equatable, Sendable {
    let tokens: [Token]
    let translated: Bool
  }

  struct Found: Sendable {
    let names: [CountryMatch]
    /// The words that may name people ("Iranians"): no filler, cue or name by itself.
    var peopleWords: [Int]?
    /// The names of people, found on the first match that looks for them.
    var demonyms: [CountryMatch]?
  }

  private let lines = RecentLines<Line, Found>()

  /// The names found in `tokens`, by `find` unless this line was matched just before.
  func names(
    in tokens: [Token], translated: Bool, find: () -> [CountryMatch]
  ) -> [CountryMatch] {
    lines.value(for: Line(tokens: tokens, translated: translated)) { Found(names: find()) }.names
  }

  /// The names of people in `tokens` outside `excluded`: none unless a word outside it may name
  /// people (`words`, worked out once a line), else by `find` unless found on this line already.
  func demonyms(
    in tokens: [Token], excluding excluded: Set<Int>, words: () -> [Int],
    find: () -> [CountryMatch]
  ) -> [CountryMatch] {
    let line = Line(tokens: tokens, translated: false)
    let kept = lines[line]
    let peopleWords = kept?.peopleWords ?? keep(words(), for: line, as: \.peopleWords)
    guard peopleWords.contains(where: { !excluded.contains($0) }) else { return [] }
    return kept?.demonyms ?? keep(find(), for: line, as: \.demonyms)
  }

  private func keep<Value>(
    _ value: Value, for line: Line, as field: WritableKeyPath<Found, Value?>
  ) -> Value {
    lines.update(line) { $0[keyPath: field] = value }
    return value
  }

  /// How many lines are kept now, and at most (for tests).
  var count: Int { lines.count }
  var kept: Int { lines.kept }
}
