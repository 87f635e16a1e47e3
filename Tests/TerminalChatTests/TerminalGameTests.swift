import Foundation
import PseudoTerminal
import Testing

/// The quiz game in the built `quiz`, on a real pseudo-terminal.
@Suite struct TerminalGameTests {
  @Test func countdown_redrawsThePromptEachSecond_keepingTheTypedText() throws {
    let sut = try launch(environment: ["NO_COLOR": "1"])
    try sut.waitFor("> ")
    let started = sut.mark
    sut.type("quiz me on countries in South America in 2 minutes\r")
    // The clock counts whole seconds from the start, so the first prompt says 2:00 or, when the
    // start fell late in a second on a loaded machine, 1:59.
    let game = try sut.waitFor("You have 2:00.", after: started)
    #expect(game.contains("Name the countries in South America: 14 in all."))
    #expect(waitForAny(of: ["\r2:00 > ", "\r1:59 > "], in: sut, after: started))

    sut.type("Per")

    // Two seconds later the prompt shows less time and still the typed text. Which second is drawn
    // depends on the machine's load (a loaded CI run skipped one), so any of the next few counts.
    let typed = sut.mark
    var drawnLater = false
    for _ in 0..<20 where !drawnLater {
      // Reads whatever the terminal draws for half a second (the text waited for never comes).
      _ = try? sut.waitFor("\u{7}\u{7}", after: typed, timeout: 0.5)
      let output = (try? sut.waitFor("> Per", after: typed, timeout: 0.1)) ?? ""
      drawnLater = ["1:58 > Per", "1:57 > Per", "1:56 > Per"].contains { output.contains($0) }
    }
    #expect(drawnLater)
    let mark = sut.mark
    sut.type("u\r")
    try sut.waitFor("✓ Peru!", after: mark)
  }

  @Test func controlC_endsTheGameNotTheChat() throws {
    let sut = try launch()
    try sut.waitFor("> ")
    sut.type("quiz me on flags\r")
    try sut.waitFor("1/10 > ")

    sut.type("\u{3}")

    try sut.waitFor("Game over.")
    let mark = sut.mark
    sut.type("capital of peru\r")
    try sut.waitFor("The capital of Peru is Lima.", after: mark)
  }

  @Test func end_showsAResultsTable_colouredOrPlainWithNoColor() throws {
    let plain = try launch(environment: ["NO_COLOR": "1"])
    let coloured = try launch()
    for sut in [plain, coloured] {
      try sut.waitFor("> ")
      sut.type("quiz me on capitals\r")
      try sut.waitFor("Question 1 of 10")
      sut.type("Atlantis City\r")
      try sut.waitFor("Question 2 of 10")
      sut.type("stop\r")
    }

    let plainTable = try plain.waitFor("Capital of")
    let colouredTable = try coloured.waitFor("Capital of")

    #expect(plainTable.contains("Question") && plainTable.contains("Answer"))
    #expect(plainTable.contains("✗  Capital of"))
    #expect(!plainTable.contains("\u{1B}[31m"))
    #expect(colouredTable.contains("\u{1B}[31m✗\u{1B}[0m  Capital of"))
  }

  // MARK: - Helpers

  /// Whether the output from `offset` on shows one of `texts` within ten seconds.
  private func waitForAny(of texts: [String], in sut: PseudoTerminal, after offset: Int) -> Bool {
    for _ in 0..<20 {
      for text in texts where (try? sut.waitFor(text, after: offset, timeout: 0.25)) != nil {
        return true
      }
    }
    return false
  }

  private func launch(environment: [String: String] = [:]) throws -> PseudoTerminal {
    var base = ProcessInfo.processInfo.environment
    base["TERM"] = "xterm-256color"
    base["NO_COLOR"] = nil
    base["XDG_STATE_HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-pty-\(UUID().uuidString)").path
    return try PseudoTerminal(
      executable: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("quiz"), arguments: ["--offline"],
      environment: base.merging(environment) { _, new in new }, columns: 100)
  }
}
