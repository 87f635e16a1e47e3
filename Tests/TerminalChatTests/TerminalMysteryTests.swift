import Foundation
import PseudoTerminal
import Testing

/// The mystery country in the built `quiz`, on a real pseudo-terminal.
@Suite struct TerminalMysteryTests {
  @Test func mysteryCountry_answersQuestions_givesAClue_andShowsTheSecretWhenStopped() throws {
    let sut = try launch()
    try sut.waitFor("> ")
    sut.type("mystery country\r")
    try sut.waitFor("I'm thinking of a country.")
    try sut.waitFor("0/6 > ")

    var mark = sut.mark
    sut.type("is it in Africa?\r")
    let africa = try sut.waitFor("In Africa? ", after: mark)
    #expect(africa.contains("Yes.") || africa.contains("No."))
    mark = sut.mark
    sut.type("more than 50 million people?\r")
    try sut.waitFor("More than 50 million people? ", after: mark)
    try sut.waitFor("Its population is ", after: mark)

    mark = sut.mark
    sut.type("Japan\r")
    let guess = try sut.waitFor("Japan", after: mark)
    if !guess.contains("Yes, it's Japan") {
      let clue = try sut.waitFor("close)", after: mark)
      #expect(clue.contains("✗ Not Japan. The mystery country is"))
      let turn = try sut.waitFor("1/6 > ", after: mark)
      let braille = turn.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
      #expect(braille.count > 20, "the guess's outline is drawn in Braille: \(turn)")
      mark = sut.mark
      sut.type("stop\r")
      let end = try sut.waitFor("Mystery country", after: mark)
      #expect(end.contains("Game over."))
    }
    mark = sut.mark
    sut.type("capital of peru\r")
    try sut.waitFor("The capital of Peru is Lima.", after: mark)
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
