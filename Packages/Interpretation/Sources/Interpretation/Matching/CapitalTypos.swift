import Domain

/// One-word capitals of six letters or more, found with one typo that keeps the first letter, when
/// the typo fits one country's and is neither a word of the lexicon nor a capital itself.
struct CapitalTypos: Sendable {
  private let words: [String: Set<String>]
  private let index: TypoIndex
  private let vocabulary: WordSet
  /// Shorter names are one letter from too many words ("Paris", "Lima" are matched exactly only).
  private static let minimumLength = 6

  init(words: [String: Set<String>], vocabulary: WordSet) {
    self.words = words
    self.vocabulary = vocabulary
    index = TypoIndex(words: words.keys.filter { $0.utf8.count >= Self.minimumLength })
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
      guard key.utf8.count >= Self.minimumLength, !vocabulary.contains(key), words[key] == nil
      else { continue }
      let codes = index.neighbours(of: key).filter { !EditDistance.differsAtStart(key, $0) }
        .reduce(into: Set<String>()) { $0.formUnion(words[$1] ?? []) }
      guard !codes.isEmpty else { continue }
      guard found == nil, codes.count == 1, let code = codes.first else { return nil }
      found = PhraseMatch(values: [code], range: position..<position + 1)
    }
    return found
  }
}
