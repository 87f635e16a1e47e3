import Foundation
import PseudoTerminal
import Testing

/// The chat on a real pseudo-terminal when its state files are not what they should be.
@Suite struct TerminalStateFileTests {
  @Test func chat_warnsAndAnswersWhenTheHistoryIsAFIFO() throws {
    let state = temporaryFolder()
    let folder = state.appendingPathComponent("country-quiz")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(mkfifo(folder.appendingPathComponent("history").path, 0o600) == 0)
    let sut = try launch(environment: ["XDG_STATE_HOME": state.path])

    try sut.waitFor("> ", timeout: 5)
    sut.type("capital of peru\r")
    try sut.waitFor("The capital of Peru is Lima.")
    sut.type("quit\r")

    #expect(try sut.waitForExit() == 0)
    #expect(sut.output.contains("is not a regular file; it was left unread"))
  }

  @Test func chat_saysAFavouriteWasNotSavedWhenTheStateFolderCannotBeWritten() throws {
    let blocker = temporaryFolder()
    try Data().write(to: blocker)
    let sut = try launch(environment: ["XDG_STATE_HOME": blocker.appendingPathComponent("s").path])
    try sut.waitFor("> ")

    sut.type("remember Peru\r")
    try sut.waitFor("Not saved: your favourites and scores could not be written")
    let mark = sut.mark
    sut.type("my favourites\r")

    try sut.waitFor("no favourite countries", after: mark)
    #expect(!sut.output.contains("one of your favourites"))
  }

  @Test func chat_refusesALineOverTheLimitAndGoesOn() throws {
    let sut = try launch(environment: [:])
    try sut.waitFor("> ")

    sut.type("capital of " + String(repeating: "a", count: 990) + "\r")
    try sut.waitFor("The question is longer than 1,000 characters")
    sut.type("capital of peru\r")

    try sut.waitFor("The capital of Peru is Lima.")
  }

  // MARK: - Helpers

  private func launch(environment: [String: String]) throws -> PseudoTerminal {
    var base = ProcessInfo.processInfo.environment
    base["TERM"] = "xterm-256color"
    base["NO_COLOR"] = "1"
    base["LC_ALL"] = nil
    base["LC_MESSAGES"] = nil
    base["LANG"] = "C.UTF-8"
    return try PseudoTerminal(
      executable: productsDirectory().appendingPathComponent("quiz"), arguments: ["--offline"],
      environment: base.merging(environment) { _, new in new })
  }

  private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("quiz-pty-\(UUID().uuidString)")
  }

  private func productsDirectory() -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }
}
