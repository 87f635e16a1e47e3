import Domain
import Presentation
import Testing

@Suite struct LineLimitTests {
  @Test(arguments: [
    ("a", 1_000, false), ("a", 1_001, true), ("é", 1_000, false), ("e\u{301}", 500, false),
    ("e\u{301}", 501, true), ("🇵🇪", 500, false), ("🇵🇪", 501, true), ("a", 0, false),
  ])
  func isExceeded_countsUnicodeScalarsAsTheDaemonDoes(
    character: String, count: Int, isExceeded: Bool
  ) {
    let line = String(repeating: character, count: count)

    #expect(LineLimit.isExceeded(by: line) == isExceeded)
  }

  @Test func charactersText_separatesThousands() {
    #expect(LineLimit.charactersText == "1,000")
  }
}
