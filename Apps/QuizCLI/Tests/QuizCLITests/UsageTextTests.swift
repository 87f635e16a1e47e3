import Domain
import LanguagePacks
import Testing

@testable import QuizCLI

/// `quiz --help` says what the quiz answers in the words of `Capability.all`.
@Suite struct UsageTextTests {
  @Test func usage_saysEverythingTheQuizAnswers() {
    #expect(CommandLineOptions.usage.contains(ChatPhrasebook.english.summary))
  }
}
