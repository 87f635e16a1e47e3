import Foundation
import PseudoTerminal
import Testing

/// A country's shape in the built `quiz` on a real pseudo-terminal: Braille sized to the window.
@Suite struct ShapeTerminalTests {
  @Test(arguments: [(UInt16(100), 40), (UInt16(30), 26)])
  func shape_isDrawnInBraille_noWiderThanTheWindowAllows(columns: UInt16, widest: Int) throws {
    let sut = try launch(columns: columns)
    try sut.waitFor("> ")
    let mark = sut.mark

    sut.type("show me the shape of Italy\r")
    try sut.waitFor("This is the shape of Italy:", after: mark)
    // The next answer comes after the whole drawing.
    sut.type("capital of peru\r")
    let output = try sut.waitFor("The capital of Peru is Lima.", after: mark)

    let rows = output.split(whereSeparator: \.isNewline).filter(isBraille)
    #expect(rows.count >= 8, "\(output)")
    #expect(rows.allSatisfy { $0.unicodeScalars.count <= 3 + widest }, "\(output)")
    #expect(rows.contains { $0.unicodeScalars.count >= widest - 12 }, "\(output)")
  }

  @Test func aShapeGame_drawsEachQuestionsOutlineUnderIt() throws {
    let sut = try launch(columns: 80)
    try sut.waitFor("> ")
    let mark = sut.mark

    sut.type("quiz me on shapes\r")
    try sut.waitFor("Which country has this shape?", after: mark)
    sut.type("skip\r")
    let output = try sut.waitFor("Question 2 of 10", after: mark)

    let rows = output.split(whereSeparator: \.isNewline).filter(isBraille)
    #expect(rows.count >= 8, "\(output)")
  }

  private func isBraille(_ line: Substring) -> Bool {
    line.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
  }

  private func launch(columns: UInt16) throws -> PseudoTerminal {
    var base = ProcessInfo.processInfo.environment
    base["TERM"] = "xterm-256color"
    base["NO_COLOR"] = "1"
    base["XDG_STATE_HOME"] =
      FileManager.default.temporaryDirectory.appendingPathComponent("quiz-pty-\(UUID().uuidString)")
      .path
    base["LANG"] = "C.UTF-8"
    base["LC_ALL"] = nil
    base["LC_MESSAGES"] = nil
    return try PseudoTerminal(
      executable: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("quiz"),
      arguments: ["--offline"], environment: base, columns: columns)
  }
}
