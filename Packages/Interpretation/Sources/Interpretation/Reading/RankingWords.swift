import Domain
import LanguagePacks

/// The words that say a ranking's order (superlatives and comparatives), to read them with a typo:
/// "the bigest population" asked the population of the country talked about. A measure's words are
/// left out: "capitl" is one typo from "capita" (per capita) and means the capital.
struct RankingWords: Sendable {
  private let words: Set<String>
  /// The words' bytes by length, for the words one edit from a typed one: every line's words are
  /// compared with them, so nothing is allocated per comparison.
  private let byLength: [Int: [(word: String, bytes: [UInt8])]]
  private let notTypos: Set<String>

  init(lexicon: Lexicon) {
    let places = lexicon.places
    let words = Set(places.superlatives.keys).union(places.comparatives.keys).filter {
      !$0.contains(" ")
    }
    self.words = words
    byLength = Dictionary(grouping: words.map { ($0, Array($0.utf8)) }, by: \.1.count)
    notTypos = lexicon.notTypos
  }

  /// `tokens` with each word one typo from exactly one of these words read as that word; a word of
  /// five letters or more only, and never a word some pack knows as it is or a country's name.
  func respelled(_ tokens: [Token], nameWords: Set<String>) -> [Token] {
    var respelled = tokens
    for index in tokens.indices {
      let key = tokens[index].key
      let length = key.utf8.count
      guard length >= 5, !words.contains(key) else { continue }
      let typed = Array(key.utf8)
      var near: String?
      var count = 0
      for candidates in [byLength[length - 1], byLength[length], byLength[length + 1]] {
        for candidate in candidates ?? [] where Self.isWithinOne(typed, candidate.bytes) {
          near = candidate.word
          count += 1
        }
      }
      guard count == 1, let near, !notTypos.contains(key), !nameWords.contains(key),
        !KnownWords.all.contains(key)
      else { continue }
      respelled[index].key = near
    }
    return respelled
  }

  /// One insertion, deletion, substitution or swap of neighbours between two words of bytes.
  private static func isWithinOne(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    let (short, long) = a.count <= b.count ? (a, b) : (b, a)
    guard long.count - short.count <= 1,
      short[0] == long[0] || short[1] == long[1]
        || short[0] == long[1] || short[1] == long[0]
    else { return false }
    var i = 0
    while i < short.count && short[i] == long[i] { i += 1 }
    if i == short.count { return true }
    func same(_ s: Int, _ l: Int) -> Bool {
      var (s, l) = (s, l)
      while s < short.count {
        if short[s] != long[l] { return false }
        (s, l) = (s + 1, l + 1)
      }
      return true
    }
    if short.count == long.count {
      return same(i + 1, i + 1)
        || (i + 1 < short.count && short[i] == long[i + 1] && short[i + 1] == long[i]
          && same(i + 2, i + 2))
    }
    return same(i, i + 1)
  }
}
