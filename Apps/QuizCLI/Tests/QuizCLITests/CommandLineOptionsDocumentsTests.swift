import CommandLineFlags
import Foundation
import Testing

@testable import QuizCLI

/// `quiz`'s help, manual page and completion scripts come from its one list of flags.
@Suite struct CommandLineOptionsDocumentsTests {
  @Test(arguments: GeneratedDocument.all)
  func document_namesAFlagAddedToTheList(document: GeneratedDocument) {
    let extra = CommandLineFlag<CommandLineOptions>.switch(
      "--extra-test-flag", short: "-x", help: "a flag only this test declares"
    ) { _ in }

    let text = CommandLineOptions.makeInterface(flags: CommandLineOptions.flags + [extra])
      .text(of: document)

    #expect(text.contains(spelled("--extra-test-flag", in: document)))
    #expect(text.contains(spelled("-x", in: document)))
    #expect(!CommandLineOptions.interface.text(of: document).contains("extra"))
  }

  @Test func usage_namesAFlagAddedToTheListWithItsHelp() {
    let extra = CommandLineFlag<CommandLineOptions>.switch(
      "--extra-test-flag", help: "a flag only this test declares"
    ) { _ in }

    let usage = CommandLineOptions.makeInterface(flags: CommandLineOptions.flags + [extra]).usage

    #expect(usage.contains("  --extra-test-flag   a flag only this test declares\n"))
  }

  @Test(arguments: GeneratedDocument.all)
  func document_namesEveryShownFlag(document: GeneratedDocument) {
    let text = CommandLineOptions.interface.text(of: document)

    for flag in CommandLineOptions.flags where !flag.isHidden {
      #expect(text.contains(spelled(flag.name, in: document)), "\(flag.name)")
    }
  }

  // MARK: - Helpers

  /// How a document writes a flag's name: roff escapes its dashes, fish drops them.
  private func spelled(_ name: String, in document: GeneratedDocument) -> String {
    switch document {
    case .manual: name.replacingOccurrences(of: "-", with: "\\-")
    case .completionScript(.fish):
      name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())"
    case .completionScript: name
    }
  }
}
