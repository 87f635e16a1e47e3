import Domain

/// One-word capitals of six letters or more, found with one typo that keeps the first letter, when
/// the typo fits one country's and is neither a word of the lexicon nor a capital itself.
struct CapitalTypos: Sendable {
  /// The countries whose capital is the one word given, in any language.
  private let codes: @Sendable (String) -> Set<String>
  private let index: LazyTypoIndex
  private let vocabulary: WordSet
  /// Shorter names are one letter from too many words ("Paris", "Lima" are matched exactly only).
  private static let minimumLength = 6

  /// Over the data's and the language's capitals (`own`) and the other languages' (`others`), the
  /// index built here or compiled (`TypoIndex.variantLines` of `vocabulary(_:_:)`).
  init(own: PhraseTable, others: PhraseTable, vocabulary: WordSet, compiled: SortedLines? = nil) {
    codes = { own.oneWordValues(of: $0).union(others.oneWordValues(of: $0)) }
    index =
      compiled.map(LazyTypoIndex.init(compiled:))
      ?? LazyTypoIndex { TypoIndex(words: Self.vocabulary(own, others)) }
    self.vocabulary = vocabulary
  }

  /// The capitals the index holds: the one-word ones long enough.
  static func vocabulary(_ own: PhraseTable, _ others: PhraseTable) -> [String] {
    Set(own.oneWordValues.keys).union(others.oneWordValues.keys)
      .filter { $0.utf8.count >= minimumLength }.sorted()
  }

  /// Whether `match` could find anything: a word it would look at.
  static func mayMatch(_ tokens: [Token], excluding excluded: Set<Int>) -> Bool {
    tokens.indices.contains {
      !excluded.contains($0) && tokens[$0].key.utf8.count >= minimumLength
    }
  }

  func match(in tokens: [Token], excluding excluded: Set<Int>) -> PhraseMatch? {
    var found: PhraseMatch?
    for position in tokens.indices where !excluded.contains(position) {
      let key = tokens[position].key
      guard key.utf8.count >= Self.minimumLength, !vocabulary.contains(key), codes(key).isEmpty
      else { continue }
      let codes = index.neighbours(of: key).filter { !EditDistance.differsAtStart(key, $0) }
        .reduce(into: Set<String>()) { $0.formUnion(self.codes($1)) }
      guard !codes.isEmpty else { continue }
      guard found == nil, codes.count == 1, let code = codes.first else { return nil }
      found = PhraseMatch(values: [code], range: position..<position + 1)
    }
    return found
  }
}
