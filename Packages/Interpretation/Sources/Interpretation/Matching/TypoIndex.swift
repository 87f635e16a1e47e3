/// Finds the words of a vocabulary within one typo of a given word, without comparing against all of them:
/// each word is filed under itself and every one-letter deletion of itself (symmetric deletion).
struct TypoIndex: Sendable {
  private var wordsByVariant: [String: [String]] = [:]
  /// Words shorter than this are only matched exactly: "Iran"/"Iraq" are one letter apart.
  static let minimumLength = 4

  init(words: some Sequence<String>) {
    for word in Set(words)
    where word.utf8.count >= Self.minimumLength && word.utf8.allSatisfy({ $0 < 0x80 }) {
      for variant in Self.variants(of: word) {
        wordsByVariant[variant, default: []].append(word)
      }
    }
  }

  /// Vocabulary words one edit from `word` (never `word` itself).
  func neighbours(of word: String) -> [String] {
    guard word.utf8.count >= Self.minimumLength - 1, word.utf8.allSatisfy({ $0 < 0x80 }) else {
      return []
    }
    var found: [String] = []
    for variant in Self.variants(of: word) {
      for candidate in wordsByVariant[variant] ?? []
      where candidate != word && !found.contains(candidate) {
        if EditDistance.isWithinOne(word, candidate) { found.append(candidate) }
      }
    }
    return found
  }

  private static func variants(of word: String) -> [String] {
    let bytes = Array(word.utf8)
    var variants = [word]
    variants.reserveCapacity(bytes.count + 1)
    for index in bytes.indices {
      var shorter = bytes
      shorter.remove(at: index)
      variants.append(String(decoding: shorter, as: UTF8.self))
    }
    return variants
  }
}
