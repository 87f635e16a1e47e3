/// A set of words, built from the data in use or compiled into the binary (`CompiledNames`).
struct WordSet: Sendable {
  private enum Storage: Sendable {
    case built(Set<String>)
    case compiled(SortedLines)
  }

  private let storage: Storage

  init(_ words: Set<String>) {
    storage = .built(words)
  }

  init(compiled lines: SortedLines) {
    storage = .compiled(lines)
  }

  func contains(_ word: String) -> Bool {
    switch storage {
    case .built(let words): words.contains(word)
    case .compiled(let lines): lines.contains(key: word)
    }
  }

  /// Every word (a compiled line's key, as `contains` reads it), in no particular order.
  var all: [String] {
    switch storage {
    case .built(let words): Array(words)
    case .compiled(let lines): lines.all.map(SortedLines.key(of:))
    }
  }
}
