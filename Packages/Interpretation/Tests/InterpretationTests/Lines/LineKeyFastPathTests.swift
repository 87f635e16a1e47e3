import Domain
import Testing

@testable import Interpretation

/// The line reader folds ASCII lines byte by byte; every other line goes through Unicode's
/// properties. Both must give the same key, or a greeting or a game's start typed in plain ASCII
/// would stop being recognised.
@Suite struct LineKeyFastPathTests {
  static let lines = [
    "hello", "Thank you!!", "  thanks,   a lot ", "what's the capital of Peru?",
    "guess\tmy country", "Start: a mystery country.", "¿país misterioso?", "l'Italie ? !",
    "rock'n'roll", "x1 y2 z3", "\r\nhi\u{0B}there\u{0C}", "", "   ", "?!.,:", "a-b_c (d) [e]",
    "quiz me on capitals in 3 minutes", "MY WEAK COUNTRIES", "o'clock\t\t\tnow",
  ]
  /// The lines that fold to ASCII, which the byte paths read.
  static let asciiLines = lines.filter { TextFolding.fold($0).utf8.allSatisfy { $0 < 0x80 } }

  @Test(arguments: asciiLines)
  func gameWords_byBytes_matchTheScalarReading(line: String) {
    let folded = TextFolding.fold(line)
    #expect(String.asciiGameWords(folded) == String.scalarGameWords(folded))
  }

  @Test(arguments: asciiLines)
  func phraseKey_byBytes_matchesTheCharacterReading(line: String) {
    let folded = TextFolding.fold(line)
    #expect(Greeting.asciiPhraseKey(folded) == Greeting.characterPhraseKey(folded))
  }

  @Test(arguments: lines)
  func firstWord_byBytes_matchesSplittingOnWhiteSpace(line: String) {
    let expected = line.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    #expect(GameRequest.firstWord(of: line) == expected)
  }

  @Test func asciiLines_areNeverEmojiOnly_andEmojiStillAre() {
    #expect(!Greeting.isEmojiOnly("hello 123 #*"))
    #expect(Greeting.isEmojiOnly("😀 👍🏽"))
    #expect(!Greeting.isEmojiOnly("🇫🇷"))
  }

  @Test func keysOfPlainLines_areWhatTheTablesHold() {
    #expect("  Guess, my   COUNTRY?! ".gameWords == "guess my country")
    #expect(Greeting.phraseKey("Thank-you!!") == "thank you")
    #expect(Greeting.phraseKey("Merci beaucoup !") == "merci beaucoup")
    #expect(FavouriteRequest.opening(of: "What  ARE my favourites") == "what are")
    #expect(FavouriteRequest.opening(of: "Quels sont mes favoris") == "quels sont")
    #expect(FavouriteRequest.opening(of: "Qual’è il mio preferito") == "qual'e il")
  }
}
