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
    let folded = TextFolding.fold(text)
    if folded.utf8.allSatisfy({ $0 < 0x80 }) { return asciiPhraseKey(folded) }
    return characterPhraseKey(folded)
  }

  /// `phraseKey` of folded text, character by character.
  static func characterPhraseKey(_ folded: String) -> String {
    String(folded.map { $0 == "’" ? "'" : $0.isLetter || $0 == "'" ? $0 : " " })
      .split(separator: " ").joined(separator: " ")
  }

  /// `phraseKey` of folded ASCII text, by bytes: most lines the line reader hears.
  static func asciiPhraseKey(_ folded: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(folded.utf8.count)
    var space = false
    for byte in folded.utf8 {
      let isLetter = (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
      guard isLetter || byte == UInt8(ascii: "'") else {
        space = !bytes.isEmpty
        continue
      }
      if space { bytes.append(0x20) }
      space = false
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Emoji that thank rather than greet.
  private static let thanksEmoji: Set<Unicode.Scalar> = ["\u{1F44D}", "\u{1F64F}", "\u{2764}"]

  /// Only emoji and spaces, at least one emoji, and no flag (regional indicators or tag sequences):
  /// "😀", "👍🏽", "❤️".
  static func isEmojiOnly(_ line: String) -> Bool {
    // An emoji is never ASCII, and most lines are.
    if line.utf8.allSatisfy({ $0 < 0x80 }) { return false }
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
