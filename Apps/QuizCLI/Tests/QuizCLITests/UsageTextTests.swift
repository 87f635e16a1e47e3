import Domain
import LanguagePacks
import Testing

@testable import QuizCLI

/// `quiz --help` says what the quiz answers in the words of `Capability.all`.
@Suite struct UsageTextTests {
  @Test func usage_saysEverythingTheQuizAnswers() {
    #expect(CommandLineOptions.usage.contains(ChatPhrasebook.english.summary))
  }

  @Test func usage_listsACapabilityAddedToTheList() throws {
    let asks = try #require(LanguagePack(.english).fact(.tld)?.asks)
    let without = Capability.all.filter { $0.intent != .tld }

    let before = CommandLineOptions.makeInterface(flags: CommandLineOptions.flags, listing: without)
    let after = CommandLineOptions.makeInterface(
      flags: CommandLineOptions.flags, listing: without + [Capability.of(.tld)])

    #expect(!before.usage.contains(asks))
    #expect(after.usage.contains(asks))
  }
}
