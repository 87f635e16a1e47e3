import CommandLineFlags
import Foundation
import Testing

/// `--help`, the manual page and the completion scripts, each derived from the one list of flags.
@Suite struct CommandLineDocumentsTests {
  @Test func usage_listsEachShownFlagWithItsValueDefaultAndVariable() {
    let usage = SampleOptions.interface().usage

    #expect(usage.hasPrefix("Usage: sample-tool [options] [word]\n\nA sample program."))
    #expect(usage.contains("  -q, --quiet "))
    #expect(usage.contains("  -p, --port N "))
    #expect(usage.contains("(default 80; SAMPLE_PORT)"))
    #expect(usage.hasSuffix("Notes:\n  .dot line\n  back\\slash"))
  }

  @Test func usage_wrapsLongHelpUnderItsColumn() {
    let long = CommandLineFlag<SampleOptions>.switch(
      "--long", help: String(repeating: "word ", count: 60)
    ) { _ in }

    let lines = SampleOptions.interface(flags: [long]).usage.split(separator: "\n")

    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines.filter { $0.drop { $0 == " " }.hasPrefix("word") }.count > 1)
  }

  @Test(arguments: GeneratedDocument.all)
  func document_leavesOutHiddenFlags(document: GeneratedDocument) {
    let text = SampleOptions.interface().text(of: document)

    #expect(!text.contains(Self.spelled("--generate-manual", in: document)))
  }

  @Test(arguments: GeneratedDocument.all)
  func document_namesEveryNameOfEveryShownFlag(document: GeneratedDocument) {
    let text = SampleOptions.interface().text(of: document)

    for name in ["--quiet", "-q", "--port", "-p", "--name", "--colour"] {
      #expect(text.contains(Self.spelled(name, in: document)), "\(name)")
    }
  }

  @Test func manual_hasAnOptionsSectionWithOneTaggedParagraphPerFlag() {
    let manual = SampleOptions.interface().manual

    #expect(manual.hasPrefix(".TH SAMPLE-TOOL 1 "))
    #expect(manual.contains(".SH OPTIONS\n.TP\n\\fB\\-q\\fR, \\fB\\-\\-quiet\\fR\n"))
    #expect(manual.contains(".TP\n\\fB\\-p\\fR, \\fB\\-\\-port\\fR \\fIN\\fR\n"))
    #expect(manual.components(separatedBy: ".TP\n").count == 4 + 1 + 1)
    #expect(manual.contains(".SH ENVIRONMENT\n.TP\n.B SAMPLE_PORT\n"))
  }

  @Test func manual_keepsLinesStartingWithADotAndBackslashesAsText() {
    let manual = SampleOptions.interface().manual

    #expect(manual.contains("\n\\&.starts with a dot\n"))
    #expect(manual.contains("\n\\&'Quoted' second paragraph.\n"))
    #expect(manual.contains("back\\eslash"))
  }

  @Test(.enabled(if: ShellCheck.isInstalled("groff"), "groff is not installed"))
  func manual_rendersWithoutGroffWarnings() throws {
    let run = try ShellCheck.run(
      "groff", ["-man", "-Tutf8", "-ww", "-z", "SCRIPT"], script: SampleOptions.interface().manual)

    #expect(run.status == 0 && run.output.isEmpty, "\(run.output)")
  }

  @Test func bashCompletion_offersFlagsAndAFlagsChoices() throws {
    let flags = try complete(["sample-tool", "--po"])
    let choices = try complete(["sample-tool", "--colour", "g"])
    let value = try complete(["sample-tool", "--port", ""])

    #expect(flags == "--port")
    #expect(choices == "green")
    #expect(value == "")
  }

  @Test func bashCompletion_passesBashsSyntaxCheck() throws {
    let run = try ShellCheck.run("bash", ["-n", "SCRIPT"], script: script(.bash))

    #expect(run.status == 0, "\(run.output)")
  }

  @Test(.enabled(if: ShellCheck.isInstalled("zsh"), "zsh is not installed"))
  func zshCompletion_passesZshsSyntaxCheck() throws {
    let run = try ShellCheck.run("zsh", ["-n", "SCRIPT"], script: script(.zsh))

    #expect(run.status == 0, "\(run.output)")
  }

  @Test(.enabled(if: ShellCheck.isInstalled("fish"), "fish is not installed"))
  func fishCompletion_passesFishsSyntaxCheck() throws {
    let run = try ShellCheck.run("fish", ["--no-execute", "SCRIPT"], script: script(.fish))

    #expect(run.status == 0, "\(run.output)")
  }

  @Test(.enabled(if: ShellCheck.isInstalled("fish"), "fish is not installed"))
  func fishCompletion_offersFlagsAndAFlagsChoices() throws {
    let command =
      "source $argv[1]; complete -C 'sample-tool --po'; complete -C 'sample-tool --colour '"

    let run = try ShellCheck.run("fish", ["-c", command, "SCRIPT"], script: script(.fish))

    #expect(run.output.contains("--port\tport [0 picks one]"), "\(run.output)")
    #expect(run.output.contains("green"), "\(run.output)")
  }

  // MARK: - Helpers

  private func script(_ shell: GeneratedDocument.Shell) -> String {
    SampleOptions.interface().text(of: .completionScript(shell))
  }

  /// What bash's completion offers for the last word.
  private func complete(_ words: [String]) throws -> String {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let command =
      "source \"$0\"; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _sample_tool; "
      + "echo \"${COMPREPLY[*]}\""
    let run = try ShellCheck.run("bash", ["-c", command, "SCRIPT"], script: script(.bash))
    return run.output.trimmingCharacters(in: .newlines)
  }

  /// How a document writes a flag's name: roff escapes its dashes, fish drops them.
  static func spelled(_ name: String, in document: GeneratedDocument) -> String {
    switch document {
    case .manual: name.replacingOccurrences(of: "-", with: "\\-")
    case .completionScript(.fish):
      name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())"
    case .completionScript: name
    }
  }
}
