import Domain
import LanguagePacks

extension LearningWords {
  /// Every language's whole lines asking for the weak countries, folded, with their language (the
  /// first language that has a line keeps it).
  private static let weakRequests: [String: Language] = {
    var lines: [String: Language] = [:]
    for language in Language.allCases {
      for line in LearningWords.table(for: language).weakLines where lines[line] == nil {
        lines[line] = language
      }
    }
    return lines
  }()

  /// The language of `line` when the whole line asks for the weak countries ("my weak countries",
  /// "mes pays faibles?"); nil for any other line. Long lines are passed over unfolded.
  static func weakRequest(_ line: String) -> Language? {
    guard line.utf8.count <= 60 else { return nil }
    return weakRequests[line.gameWords]
  }

  /// Whether a game's topic names the look-alike game ("look-alike flags", "drapeaux qui se
  /// ressemblent"), in `language`'s words or English's.
  static func isLookAlike(_ topic: [String], in language: Language) -> Bool {
    let words = LearningWords.table(for: language).lookAlikeWords + english.lookAlikeWords
    return topic.contains { words.contains($0) }
  }
}
