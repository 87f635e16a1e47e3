import CommandLineFlags
import Foundation
import Testing

@testable import QuizDaemon

/// `quizd`'s help, manual page and completion scripts come from its one list of flags.
@Suite struct DaemonOptionsDocumentsTests {
  @Test(arguments: GeneratedDocument.all)
  func document_namesAFlagAddedToTheList(document: GeneratedDocument) {
    let text = DaemonOptions.makeInterface(flags: DaemonOptions.flags + [extra()])
      .text(of: document)

    #expect(text.contains(spelled("--extra-test-flag", in: document)))
    #expect(!DaemonOptions.interface.text(of: document).contains("extra"))
  }

  @Test func usageAndManual_showAnAddedFlagsDefaultAndVariable() {
    let interface = DaemonOptions.makeInterface(flags: DaemonOptions.flags + [extra()])

    #expect(interface.usage.contains("--extra-test-flag N"))
    #expect(interface.usage.contains("a flag only this test declares (default 3; QUIZD_EXTRA)"))
    #expect(interface.manual.contains(".SH ENVIRONMENT\n"))
    #expect(interface.manual.contains(".B QUIZD_EXTRA\nas \\fB\\-\\-extra\\-test\\-flag\\fR\n"))
  }

  // MARK: - Helpers

  private func extra() -> CommandLineFlag<DaemonOptions> {
    .number(
      "--extra-test-flag", help: "a flag only this test declares", default: "3",
      environment: "QUIZD_EXTRA", in: 1...9
    ) { _, _ in }
  }

  /// How a document writes a flag's name: roff escapes its dashes, fish drops them.
  private func spelled(_ name: String, in document: GeneratedDocument) -> String {
    switch document {
    case .manual: name.replacingOccurrences(of: "-", with: "\\-")
    case .completionScript(.fish): "-l \(name.dropFirst(2))"
    case .completionScript: name
    }
  }
}
