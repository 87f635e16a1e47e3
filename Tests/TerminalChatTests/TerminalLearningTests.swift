import Foundation
import PseudoTerminal
import Testing

/// Learning from games in the built `quiz`, on a real pseudo-terminal: a look-alike round with its
/// flag under the question and how to tell the two apart, the time per question at the end, and
/// "my weak countries" in English and French.
@Suite struct TerminalLearningTests {
  @Test func lookAlikeRound_showsTheFlag_saysHowToTellThemApart_andTheEndListsTimes() throws {
    let sut = try launch()
    try sut.waitFor("> ")

    sut.type("quiz me on look-alike flags\r")
    let question = try sut.waitFor("1/10 > ")
    let mark = sut.mark
    sut.type("the first\r")
    let answer = try sut.waitFor("2/10 > ", after: mark)
    let end = sut.mark
    sut.type("stop\r")
    let summary = try sut.waitFor("Time per question: ", after: end)

    #expect(question.contains("Which flag is this: "), "\(question)")
    #expect(question.unicodeScalars.contains { (0x1F1E6...0x1F1FF).contains($0.value) })
    #expect(answer.contains("How to tell them apart:"), "\(answer)")
    #expect(summary.contains("Game over."))
  }

  @Test func myWeakCountries_listsTheRoundMissed_inEnglishAndInFrench() throws {
    let sut = try launch()
    try sut.waitFor("> ")
    let empty = sut.mark
    sut.type("my weak countries\r")
    try sut.waitFor("Nothing to work on yet", after: empty)

    sut.type("quiz me on capitals\r")
    try sut.waitFor("1/10 > ")
    sut.type("skip\r")
    try sut.waitFor("2/10 > ")
    let stop = sut.mark
    sut.type("stop\r")
    try sut.waitFor("Best 0", after: stop)
    let english = sut.mark
    sut.type("my weak countries\r")
    let list = try sut.waitFor("(capital, due)", after: english)
    let french = sut.mark
    sut.type("mes pays faibles\r")
    let liste = try sut.waitFor("(capitale, à revoir)", after: french)

    #expect(list.contains("Your weak countries (1)"), "\(list)")
    #expect(liste.contains("Vos pays faibles (1)"), "\(liste)")
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
        .appendingPathComponent("quiz"), arguments: ["--offline"], environment: base,
      columns: 100)
  }
}
