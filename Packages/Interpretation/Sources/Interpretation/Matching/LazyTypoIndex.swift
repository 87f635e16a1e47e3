/// A typo index made on its first search, then read by every thread without a lock; or, for the
/// bundled data, compiled variant lines read where they lie (`TypoIndex.neighbours(of:in:)`) until
/// they are searched often (a daemon, a batch), then indexed from the words they hold: a search of
/// the lines makes a string of each variant and looks it up (10 K instructions a word), the index
/// hashes the variants in place (1.5 K).
///
/// Most lines have no typo: a one-shot that meets none never pays for the index (building the name
/// index's two was a twentieth of a capital question).
final class LazyTypoIndex: Sendable {
  private enum Source: Sendable {
    case built(make: @Sendable () -> TypoIndex, index: Published)
    case compiled(SortedLines, index: Published)
  }

  private let source: Source

  init(_ make: @escaping @Sendable () -> TypoIndex) {
    source = .built(make: make, index: Published(after: 0))
  }

  /// An index `make` builds once it has been searched `threshold` times (`neighboursOnceIndexed`),
  /// for a table a process reads its own way until then.
  init(after threshold: Int, _ make: @escaping @Sendable () -> TypoIndex) {
    source = .built(make: make, index: Published(after: threshold))
  }

  /// The index `TypoIndex.variantLines` wrote.
  init(compiled lines: SortedLines) {
    source = .compiled(lines, index: Published(after: Self.searchesBeforeIndexing))
  }

  /// How many searches of compiled lines a process makes before it indexes their words: fewer than
  /// make the lines index themselves by key (a search looks up each of a word's deletions), so a
  /// daemon holds the typo index and not also the lines by key.
  static let searchesBeforeIndexing = SortedLines.searchesBeforeIndexing / 16

  /// Whether the index is made: from words, on the search its threshold allows (the first, by
  /// default); from compiled lines, once they are searched often.
  var isIndexed: Bool {
    switch source {
    case .built(_, let index), .compiled(_, let index): index.isPublished
    }
  }

  /// Vocabulary words one edit from `word` (never `word` itself).
  func neighbours(of word: String) -> [String] {
    switch source {
    case .compiled(let lines, let index):
      guard TypoIndex.mayHaveNeighbours(word) else { return [] }
      guard
        let made = index.object(making: { Made(TypoIndex(indexing: TypoIndex.words(of: lines))) })
      else { return TypoIndex.neighbours(of: word, in: lines) }
      return unsafeDowncast(made, to: Made.self).index.neighbours(of: word)
    case .built(let make, let index):
      guard TypoIndex.mayHaveNeighbours(word), let made = index.object(making: { Made(make()) })
      else { return [] }
      return unsafeDowncast(made, to: Made.self).index.neighbours(of: word)
    }
  }

  /// The neighbours of `word` once the index is made, this search counting toward its threshold; nil
  /// before, and for compiled lines (which `neighbours(of:)` searches either way).
  func neighboursOnceIndexed(of word: String) -> [String]? {
    guard case .built(let make, let index) = source,
      let made = index.object(making: { Made(make()) })
    else { return nil }
    return unsafeDowncast(made, to: Made.self).index.neighbours(of: word)
  }

  private final class Made: Sendable {
    let index: TypoIndex
    init(_ index: TypoIndex) { self.index = index }
  }
}
