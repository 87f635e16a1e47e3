import Foundation
import PseudoTerminal
import Testing

/// The built `quiz` on an 80×24 pseudo-terminal: the first minutes end to end, and a dumb terminal
/// that never receives an escape sequence.
@Suite struct TerminalFirstMinutesTests {
  @Test func chat_opensWithTwoLines_helpsIn22_greets_andSaysWhenItClears() throws {
    let sut = try launch()
    let banner = try sut.waitFor("> ")
    #expect(banner.components(separatedBy: "\r\n").count == 3, "\(banner.debugDescription)")
    var mark = sut.mark

    sut.type("help\r")
    let help = try sut.waitFor("help games", after: mark)
    #expect(help.components(separatedBy: "\r\n").count <= 23)
    mark = sut.mark
    sut.type("thanks!\r")
    try sut.waitFor("You're welcome!", after: mark)
    mark = sut.mark
    sut.type("clear\r")

    try sut.waitFor("The conversation is cleared.", after: mark)
  }

  @Test func dumbTerminal_getsNoEscapeSequence() throws {
    let sut = try launch(environment: ["TERM": "dumb"])
    try sut.waitFor("> ")

    for line in ["capital of peru", "tell me about peru", "countries near peru", "xyzzy", "clear"] {
      sut.type(line + "\n")
    }
    sut.type("quit\n")

    #expect(try sut.waitForExit() == 0)
    #expect(sut.output.contains("The conversation is cleared."))
    #expect(sut.output.contains("Lima") && sut.output.contains("Ecuador"))
    #expect(!sut.output.contains("\u{1B}"), "\(sut.output.debugDescription)")
  }

  @Test func dumbTerminal_oneShot_getsNoEscapeSequence() throws {
    let sut = try launch(
      arguments: ["--offline", "tell me about peru"], environment: ["TERM": "dumb"])

    #expect(try sut.waitForExit() == 0)
    #expect(sut.output.contains("Lima"))
    #expect(!sut.output.contains("\u{1B}"))
  }

  // MARK: - Helpers

  private func launch(arguments: [String] = ["--offline"], environment: [String: String] = [:])
    throws -> PseudoTerminal
  {
    var base = ProcessInfo.processInfo.environment
    base["TERM"] = "xterm-256color"
    base["NO_COLOR"] = nil
    base["XDG_STATE_HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-pty-\(UUID().uuidString)").path
    base["LC_ALL"] = nil
    base["LC_MESSAGES"] = nil
    base["LANG"] = "C.UTF-8"
    return try PseudoTerminal(
      executable: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("quiz"),
      arguments: arguments, environment: base.merging(environment) { _, new in new })
  }
}
