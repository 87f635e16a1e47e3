/// Word sequences (folded keys) that name something, each with its values: regions, languages,
/// capitals. Matched exactly, longest first (a forgiven plural "s" read "Laos" as the language Lao).
/// Built from the data in use, or compiled into the binary for the bundled snapshot
/// (`CompiledNames`): a line per entry, its words separated by spaces, a tab, its values separated
/// by "|".
struct PhraseTable: Sendable {
  typealias Entry = (words: [String], values: [String])
  private var entriesByFirstWord: [String: [Entry]] = [:]
  private var compiled: SortedLines?

  init() {}

  init(compiled lines: SortedLines) {
    compiled = lines
  }

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

  /// The entries whose first word is `word`.
  private func entries(startingWith word: String) -> [Entry] {
    guard let compiled else { return entriesByFirstWord[word] ?? [] }
    return compiled.lines(key: word).compactMap(Self.entry)
  }

  /// Every entry, as `CompiledNames` writes it.
  var lines: [String] {
    allEntries.map { $0.words.joined(separator: " ") + "\t" + $0.values.joined(separator: "|") }
  }

  /// The values of the entries of one word, by that word.
  var oneWordValues: [String: Set<String>] {
    var values: [String: Set<String>] = [:]
    for entry in allEntries where entry.words.count == 1 {
      values[entry.words[0], default: []].formUnion(entry.values)
    }
    return values
  }

  /// The values of the entries of `word` alone.
  func oneWordValues(of word: String) -> Set<String> {
    var values: Set<String> = []
    for entry in entries(startingWith: word) where entry.words.count == 1 {
      values.formUnion(entry.values)
    }
    return values
  }

  private var allEntries: [Entry] {
    compiled.map { $0.all.compactMap(Self.entry) } ?? entriesByFirstWord.values.flatMap { $0 }
  }

  /// A compiled line's entry, split by bytes: by characters, each lookup paid for grapheme rules.
  private static func entry(_ line: Substring) -> Entry? {
    let fields = line.utf8.split(separator: 0x09)
    guard fields.count == 2 else { return nil }
    let words = fields[0].split(separator: 0x20).map { String(Substring($0)) }
    let values = fields[1].split(separator: 0x7C).map { String(Substring($0)) }
    return words.isEmpty || values.isEmpty ? nil : (words, values)
  }

  /// The longest phrase found in `tokens` that starts on and covers no excluded token.
  func longestMatch(in tokens: [Token], excluding excluded: Set<Int> = []) -> PhraseMatch? {
    var best: PhraseMatch?
    for start in tokens.indices where !excluded.contains(start) {
      for key in Self.forms(of: tokens[start].key) {
        for entry in entries(startingWith: key) {
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
