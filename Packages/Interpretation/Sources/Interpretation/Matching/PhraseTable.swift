/// Word sequences (folded keys) that name something, each with its values: regions, languages,
/// capitals. Matched exactly, longest first (a forgiven plural "s" read "Laos" as the language Lao).
struct PhraseTable: Sendable {
  private var entriesByFirstWord: [String: [(words: [String], values: [String])]] = [:]

  mutating func add(_ words: [String], value: String) {
    guard let first = words.first else { return }
    var entries = entriesByFirstWord[first, default: []]
    if let index = entries.firstIndex(where: { $0.words == words }) {
      if !entries[index].values.contains(value) { entries[index].values.append(value) }
    } else {
      entries.append((words, [value]))
    }
    entriesByFirstWord[first] = entries
  }

  /// The longest phrase found in `tokens` that starts on and covers no excluded token.
  func longestMatch(in tokens: [Token], excluding excluded: Set<Int> = []) -> PhraseMatch? {
    var best: PhraseMatch?
    for start in tokens.indices where !excluded.contains(start) {
      for key in Self.forms(of: tokens[start].key) {
        for entry in entriesByFirstWord[key] ?? [] {
          let end = start + entry.words.count
          guard end <= tokens.count, (start..<end).allSatisfy({ !excluded.contains($0) }),
            (1..<entry.words.count).allSatisfy({
              Self.forms(of: tokens[start + $0].key).contains(entry.words[$0])
            })
          else { continue }
          if best.map({ entry.words.count > $0.range.count }) ?? true {
            best = PhraseMatch(values: entry.values, range: start..<end)
          }
        }
      }
    }
    return best
  }

  private static func forms(of key: String) -> [String] { [key] }
}

/// Where a phrase was found and what it names.
struct PhraseMatch: Sendable, Equatable {
  let values: [String]
  let range: Range<Int>
}
