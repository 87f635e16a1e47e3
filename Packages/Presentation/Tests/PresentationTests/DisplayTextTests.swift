import Presentation
import Testing

@Suite struct DisplayTextTests {
  @Test(arguments: [
    ("\u{1B}[31mred\u{1B}[0m", "red"), ("a\u{0}b\u{7}c", "abc"),
    ("\u{1B}]0;title\u{7}x", "0;titlex"),
    ("tab\tand\nnewline", "tab and newline"), ("\u{202E}evil", "evil"), ("Curaçao 🇨🇼", "Curaçao 🇨🇼"),
  ])
  func sanitized_removesControlsAndEscapes(input: String, expected: String) {
    #expect(DisplayText.sanitized(input) == expected)
  }

  @Test func sanitized_capsTheLength() {
    #expect(DisplayText.sanitized(String(repeating: "a", count: 500)).count == 81)
  }
}
