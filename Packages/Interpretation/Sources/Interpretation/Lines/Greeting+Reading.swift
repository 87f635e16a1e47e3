import Domain
import LanguagePacks

extension Greeting {
  /// The greeting or thanks a whole line is, in any of the six languages ("hello", "Merci !",
  /// "muchas gracias", "grüß Gott"), or a line of emoji alone (not a flag, which names a country):
  /// nil for anything else, so "hi, what's the capital of Peru" stays a question. A phrase several
  /// languages say is in `preferring` when that is one of them.
  static func read(_ line: String, preferring language: Language) -> Greeting? {
    // Greetings are short; most lines are questions, longer than any.
    guard line.utf8.count <= longestLine else { return nil }
    if isEmojiOnly(line) {
      return Greeting(
        line.unicodeScalars.contains { thanksEmoji.contains($0) } ? .thanks : .hello, in: nil)
    }
    let key = phraseKey(line)
    guard !key.isEmpty, let found = LineTables.greeting(key) else { return nil }
    let spoken = found.languages.contains(language) ? language : found.languages[0]
    return Greeting(found.kind, in: spoken)
  }

  static let longestLine = 60

  /// Folded letters and spaces only: "Thank you!!" and "thank you" are one phrase.
  static func phraseKey(_ text: String) -> String {
    String(TextFolding.fold(text).map { $0 == "’" ? "'" : $0.isLetter || $0 == "'" ? $0 : " " })
      .split(separator: " ").joined(separator: " ")
  }

  /// Emoji that thank rather than greet.
  private static let thanksEmoji: Set<Unicode.Scalar> = ["\u{1F44D}", "\u{1F64F}", "\u{2764}"]

  /// Only emoji and spaces, at least one emoji, and no flag (regional indicators or tag sequences):
  /// "😀", "👍🏽", "❤️".
  static func isEmojiOnly(_ line: String) -> Bool {
    var sawEmoji = false
    for character in line {
      if character.isWhitespace { continue }
      let scalars = character.unicodeScalars
      guard let first = scalars.first,
        first.properties.isEmojiPresentation
          || (first.properties.isEmoji && scalars.contains("\u{FE0F}") && first.value > 0x7F),
        !scalars.contains(where: {
          (0x1F1E6...0x1F1FF).contains($0.value) || (0xE0020...0xE007F).contains($0.value)
        })
      else { return false }
      sawEmoji = true
    }
    return sawEmoji
  }
}
