import Domain
import Synchronization

extension MultilingualQuestionInterpreter {
  /// A line's words and the languages to read it in, worked out once a turn.
  struct LineWords: Sendable {
    let tokens: [Token]
    /// Whether every word is English's.
    let isEnglish: Bool
    /// The languages to read the line in, best first: English alone when every word is English's.
    let ranked: [(language: Language, isBest: Bool, isTop: Bool)]
  }

  /// The lines being read (`RecentLines`), behind a lock: the reader is a value shared by threads.
  final class LineWordsKept: Sendable {
    let lines = Mutex(RecentLines<String, LineWords>())
  }
}
