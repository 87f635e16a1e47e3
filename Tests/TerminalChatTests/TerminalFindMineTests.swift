import Foundation
import PseudoTerminal
import Testing

/// "Guess my country" in the built `quiz`, on a real pseudo-terminal.
@Suite struct TerminalFindMineTests {
  @Test func aGame_asksYesOrNoQuestions_andSaysWhichAnswerDidNotFit() throws {
    let sut = try launch()
    try sut.waitFor("> ")
    sut.type("devine mon pays\r")
    let opening = try sut.waitFor("Question 1 :")
    #expect(opening.contains("réponds oui, non ou je ne sais pas"))
    try sut.waitFor("1/20 > ")

    var mark = sut.mark
    sut.type("je ne sais pas\r")
    try sut.waitFor("Question 2 :", after: mark)
    try sut.waitFor("2/20 > ", after: mark)
    // No to everything: no country fits, and the quiz asks which it was.
    var gaveUp = false
    for turn in 3...21 where !gaveUp {
      mark = sut.mark
      sut.type("non\r")
      let next = try firstOf(["Question \(turn) :", "Quel pays était-ce ?"], in: sut, after: mark)
      gaveUp = next == "Quel pays était-ce ?"
    }
    #expect(gaveUp)
    mark = sut.mark
    sut.type("Pérou\r")

    let end = try sut.waitFor("mes données disent oui", after: mark)
    #expect(end.contains("Pérou !"))
    mark = sut.mark
    sut.type("capital of peru\r")
    try sut.waitFor("Lima", after: mark)
  }

  /// Which of `texts` the output from `offset` on shows first, within ten seconds.
  private func firstOf(_ texts: [String], in sut: PseudoTerminal, after offset: Int) throws
    -> String?
  {
    for _ in 0..<40 {
      for text in texts where (try? sut.waitFor(text, after: offset, timeout: 0.25)) != nil {
        return text
      }
    }
    return nil
  }

  private func launch() throws -> PseudoTerminal {
    var base = ProcessInfo.processInfo.environment
    base["TERM"] = "xterm-256color"
    base["NO_COLOR"] = "1"
    base["XDG_STATE_HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-pty-\(UUID().uuidString)").path
    return try PseudoTerminal(
      executable: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("quiz"), arguments: ["--offline"],
      environment: base, columns: 100)
  }
}
