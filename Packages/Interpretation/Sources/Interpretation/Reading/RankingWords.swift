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
    // By bytes: `String.contains(String)` is Foundation's, which searches through ICU.
    let words = Set(places.superlatives.keys).union(places.comparatives.keys).filter {
      !$0.utf8.contains(UInt8(ascii: " "))
    }
    self.words = words
    byLength = Dictionary(grouping: words.map { ($0, Array($0.utf8)) }, by: \.1.count)
    notTypos = lexicon.notTypos
  }

  /// `tokens` with each word one typo from exactly one of these words read as that word; a word of
  /// five letters or more only, and never a word some pack knows as it is or a country's name.
  func respelled(_ tokens: [Token], nameWords: WordSet) -> [Token] {
    var respelled = tokens
    for index in tokens.indices {
      let key = tokens[index].key
      let length = key.utf8.count
      guard length >= 5, !words.contains(key) else { continue }
      var near: [String] = []
      Array(key.utf8).withUnsafeBufferPointer { typed in
        for candidates in [byLength[length - 1], byLength[length], byLength[length + 1]] {
          for candidate in candidates ?? []
          where candidate.bytes.withUnsafeBufferPointer({
            EditDistance.isWithinOne(bytes: typed, $0)
          }) {
            near.append(candidate.word)
          }
        }
      }
      guard near.count == 1, !notTypos.contains(key), !nameWords.contains(key),
        !KnownWords.all.contains(key)
      else { continue }
      respelled[index].key = near[0]
    }
    return respelled
  }
}
