import Presentation
import Testing

@Suite struct DisplayTextTests {
  @Test(arguments: [
    ("\u{1B}[31mred\u{1B}[0m", "red"), ("a\u{0}b\u{7}c", "abc"),
    ("\u{1B}]0;title\u{7}x", "x"), ("Paris\u{1B}]0;PWNED\u{7}\u{1B}[2J", "Paris"),
    ("\u{1B}]2;t\u{1B}\\y", "y"), ("\u{1B}cz", "z"),
    ("tab\tand\nnewline", "tab and newline"), ("\u{202E}evil", "evil"), ("Curaçao 🇨🇼", "Curaçao 🇨🇼"),
  ])
  func sanitized_removesControlsAndEscapes(input: String, expected: String) {
    #expect(DisplayText.sanitized(input) == expected)
  }

  @Test func printable_keepsNewlinesAndTextButNoControls() {
    #expect(
      DisplayText.printable("Paris\u{1B}]0;PWNED\u{7}\u{1B}[2J\nline two\u{9B}31m\u{202E}!")
        == "Paris\nline two!")
  }

  @Test func sanitized_capsTheLength() {
    #expect(DisplayText.sanitized(String(repeating: "a", count: 500)).count == 81)
  }
}
