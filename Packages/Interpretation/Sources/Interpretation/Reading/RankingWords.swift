import Domain
import LanguagePacks

/// The words that say a ranking's order (superlatives and comparatives), to read them with a typo:
/// "the bigest population" asked the population of the country talked about. A measure's words are
/// left out: "capitl" is one typo from "capita" (per capita) and means the capital.
struct RankingWords: Sendable {
  private let words: Set<String>
  /// The words of each length, for the words one edit from a typed one.
  private let byLength: [Int: [String]]
  private let notTypos: Set<String>

  init(lexicon: Lexicon) {
    let places = lexicon.places
    let words = Set(places.superlatives.keys).union(places.comparatives.keys).filter {
      !$0.contains(" ")
    }
    self.words = words
    byLength = Dictionary(grouping: words, by: \.utf8.count)
    notTypos = lexicon.notTypos
  }

  /// `tokens` with each word one typo from exactly one of these words read as that word; a word of
  /// five letters or more only, and never a word some pack knows as it is or a country's name.
  func respelled(_ tokens: [Token], nameWords: Set<String>) -> [Token] {
    var respelled = tokens
    for index in tokens.indices {
      let key = tokens[index].key
      let length = key.utf8.count
      guard length >= 5, !words.contains(key), !notTypos.contains(key) else { continue }
      let near = (length - 1...length + 1).flatMap { byLength[$0] ?? [] }.filter {
        EditDistance.isWithinOne(key, $0)
      }
      guard near.count == 1, !nameWords.contains(key), !KnownWords.all.contains(key) else {
        continue
      }
      respelled[index].key = near[0]
    }
    return respelled
  }
}
