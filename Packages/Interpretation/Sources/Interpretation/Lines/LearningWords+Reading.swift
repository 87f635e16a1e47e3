import Domain
import LanguagePacks

extension LearningWords {
  /// The language of `line` when the whole line asks for the weak countries ("my weak countries",
  /// "mes pays faibles?"); nil for any other line. Long lines are passed over unfolded.
  static func weakRequest(_ line: String) -> Language? {
    guard line.utf8.count <= 60 else { return nil }
    return LineTables.weakCountriesLanguage(line.gameWords)
  }

  /// Whether a game's topic names the look-alike game ("look-alike flags", "drapeaux qui se
  /// ressemblent"), in `language`'s words or English's.
  static func isLookAlike(_ topic: [String], in language: Language) -> Bool {
    let words = LearningWords.table(for: language).lookAlikeWords + english.lookAlikeWords
    return topic.contains { words.contains($0) }
  }
}
