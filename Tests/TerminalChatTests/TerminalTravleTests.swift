import Foundation
import PseudoTerminal
import Testing

/// The route game in the built `quiz`, on a real pseudo-terminal.
@Suite struct TerminalTravleTests {
  @Test func routeGame_asksForTheCountriesBetween_hints_andListsAShortestRouteWhenStopped() throws {
    let sut = try launch()
    try sut.waitFor("> ")
    sut.type("route game\r")
    try sut.waitFor("by land: name the countries in between")

    var mark = sut.mark
    sut.type("Atlantis\r")
    try sut.waitFor("> ", after: mark)
    mark = sut.mark
    sut.type("hint\r")
    try sut.waitFor("Hint: ", after: mark)
    try sut.waitFor("is on a shortest route (it costs a point).", after: mark)
    mark = sut.mark
    sut.type("stop\r")
    // The terminal ends a game with its table of results: the route game's is a shortest route.
    let end = try sut.waitFor("Route game  ", after: mark)
    #expect(end.contains("Game over."))
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
