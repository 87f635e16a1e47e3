/// Name entries found by their first word: built from the data in use, or compiled into the binary
/// for the bundled snapshot (`CompiledNames`) and read where they lie.
struct NameTable: Sendable {
  private enum Storage: Sendable {
    case built(byFirstWord: [String: [NameEntry]])
    case compiled(SortedLines, Published)
  }

  private let storage: Storage

  /// A compiled table's entries by first word, parsed once it is searched often (`Published`): a
  /// daemon reads every line's words in it.
  private final class ByFirstWord: Sendable {
    let value: [String: [NameEntry]]

    init(_ value: [String: [NameEntry]]) {
      self.value = value
    }
  }

  init(entries: [NameEntry]) {
    storage = .built(byFirstWord: Dictionary(grouping: entries) { $0.words[0] })
  }

  init(compiled lines: SortedLines) {
    storage = .compiled(lines, Published())
  }

  /// The entries whose first word is `word`.
  func entries(startingWith word: String) -> [NameEntry] {
    switch storage {
    case .built(let byFirstWord):
      return byFirstWord[word] ?? []
    case .compiled(let lines, let parsed):
      let byFirstWord = parsed.object {
        ByFirstWord(
          Dictionary(grouping: lines.all.compactMap(NameEntry.init(line:))) { $0.words[0] })
      }
      guard let byFirstWord else { return lines.lines(key: word).compactMap(NameEntry.init(line:)) }
      return unsafeDowncast(byFirstWord, to: ByFirstWord.self).value[word] ?? []
    }
  }

  /// Whether an entry starts with `word`.
  func hasEntry(startingWith word: String) -> Bool {
    switch storage {
    case .built(let byFirstWord): byFirstWord[word] != nil
    case .compiled(let lines, _): lines.contains(key: word)
    }
  }

  /// Every entry (the tables built on first need, and `make name-tables`).
  var all: [NameEntry] {
    switch storage {
    case .built(let byFirstWord): byFirstWord.values.flatMap { $0 }
    case .compiled(let lines, _): lines.all.compactMap(NameEntry.init(line:))
    }
  }
}

extension NameEntry {
  /// The entry as a compiled table's line: its words separated by spaces, a tab, its codes
  /// separated by spaces, a tab, its tier's number.
  var line: String {
    words.joined(separator: " ") + "\t" + codes.joined(separator: " ") + "\t"
      + String(tier.rawValue)
  }

  /// The entry a compiled table's line holds; nil for a line that holds none.
  init?(line: Substring) {
    let fields = line.utf8.split(separator: 0x09, omittingEmptySubsequences: false)
    guard fields.count == 3, let rank = Int(Substring(fields[2])), let tier = Tier(rawValue: rank)
    else { return nil }
    let words = fields[0].split(separator: 0x20).map { String(Substring($0)) }
    let codes = fields[1].split(separator: 0x20).map { String(Substring($0)) }
    guard !words.isEmpty, !codes.isEmpty else { return nil }
    self.init(words: words, codes: codes, tier: tier)
  }
}
