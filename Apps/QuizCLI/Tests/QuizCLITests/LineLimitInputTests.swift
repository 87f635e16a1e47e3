import Domain
import Presentation
import QuizCLI
import Testing

/// Every line `quiz` reads is at most `LineLimit.characters` long; a longer one is refused.
@Suite struct LineLimitInputTests {
  @Test func parse_refusesAQuestionOverTheLineLimitAsAUsageError() {
    let words = [String(repeating: "a", count: 500), String(repeating: "b", count: 500)]

    let result = CommandLineOptions.parse(["--offline"] + words)

    #expect(throws: CommandLineOptions.UsageError.self) { try result.get() }
    if case .failure(let error) = result {
      #expect(error.message.contains("longer than 1,000 characters"))
    }
  }

  @Test func parse_acceptsAQuestionOfExactlyTheLineLimit() throws {
    let question = String(repeating: "a", count: LineLimit.characters)

    #expect(try CommandLineOptions.parse([question]).get().question == question)
  }

  @Test func inputLine_keepsOnlyTheStartOfALineOverTheLimit() {
    let line = InputLine(String(repeating: "x", count: LineLimit.characters + 1))

    #expect(line == .tooLong(start: String(repeating: "x", count: 60) + "…"))
  }
}
