/// Words a fact lists for a check made only on the few facts a question cues (the "venture" of
/// "venture capital", the "city" of "capital city of Mali"): kept as the pack writes them and
/// searched in turn, not hashed into a set when the pack is built. Building those sets for every
/// fact of a language was a third of making its lexicon, at every start.
///
/// Equal when they hold the same words, in any order and however often.
public struct WordList: Sendable, Hashable, ExpressibleByArrayLiteral, Sequence {
  public let words: [String]

  @inlinable public init(_ words: [String]) {
    self.words = words
  }

  @inlinable public init(_ words: Set<String>) {
    self.words = Array(words)
  }

  @inlinable public init(arrayLiteral words: String...) {
    self.words = words
  }

  @inlinable public var isEmpty: Bool { words.isEmpty }

  @inlinable public func contains(_ word: String) -> Bool {
    words.contains(word)
  }

  @inlinable public func makeIterator() -> IndexingIterator<[String]> {
    words.makeIterator()
  }

  /// These words and `other`'s.
  @inlinable public func union(_ other: WordList) -> WordList {
    WordList(words + other.words)
  }

  /// These words without `other`'s.
  @inlinable public func subtracting(_ other: WordList) -> WordList {
    WordList(words.filter { !other.contains($0) })
  }

  /// The words also in `set`.
  @inlinable public func intersection(_ set: Set<String>) -> WordList {
    WordList(words.filter(set.contains))
  }

  public static func == (lhs: WordList, rhs: WordList) -> Bool {
    Set(lhs.words) == Set(rhs.words)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(Set(words))
  }
}
