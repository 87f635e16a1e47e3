/// A typo index made on its first search, then read by every thread without a lock; or, for the
/// bundled data, compiled variant lines read where they lie (`TypoIndex.neighbours(of:in:)`).
///
/// Most lines have no typo: a one-shot that meets none never pays for the index (building the name
/// index's two was a twentieth of a capital question).
final class LazyTypoIndex: Sendable {
  private let make: @Sendable () -> TypoIndex
  private let compiled: SortedLines?
  private let index = Published(after: 0)

  init(_ make: @escaping @Sendable () -> TypoIndex) {
    self.make = make
    compiled = nil
  }

  /// The index `TypoIndex.variantLines` wrote.
  init(compiled lines: SortedLines) {
    make = { TypoIndex(indexing: []) }
    compiled = lines
  }

  /// Vocabulary words one edit from `word` (never `word` itself).
  func neighbours(of word: String) -> [String] {
    if let compiled { return TypoIndex.neighbours(of: word, in: compiled) }
    guard TypoIndex.mayHaveNeighbours(word), let made = index.object(making: { Made(make()) })
    else { return [] }
    return unsafeDowncast(made, to: Made.self).index.neighbours(of: word)
  }

  private final class Made: Sendable {
    let index: TypoIndex
    init(_ index: TypoIndex) { self.index = index }
  }
}
