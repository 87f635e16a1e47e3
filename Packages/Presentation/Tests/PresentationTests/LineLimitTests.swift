import Presentation
import Testing

@Suite struct LineLimitTests {
  @Test(arguments: [
    ("a", 1_000, false), ("a", 1_001, true), ("é", 1_000, false), ("🇵🇪", 1_001, true),
    ("a", 0, false),
  ])
  func isExceeded_countsCharactersNotBytes(character: String, count: Int, isExceeded: Bool) {
    let line = String(repeating: character, count: count)

    #expect(LineLimit.isExceeded(by: line) == isExceeded)
  }
}
