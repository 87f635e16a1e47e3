import Foundation
import PseudoTerminal
import Testing

/// Cards and places in the built `quiz` on a real pseudo-terminal, as people use them.
@Suite struct ExploreTerminalTests {
  @Test func card_at40Columns_alignsItsLabelsAndWrapsEveryLineButALinkToTheWidth() throws {
    let sut = try launch(columns: 40)
    try sut.waitFor("> ")
    let mark = sut.mark

    sut.type("tell me about Japan\r")

    let shown = try sut.waitFor("Google Maps", after: mark)
    let lines = try cardLines(shown)
    #expect(lines.first == "🇯🇵 Japan")
    #expect(lines.contains("Capital        Tokyo"))
    #expect(lines.contains("Drives on      the left"))
    // A link longer than its column goes whole under its label, so the terminal can open it.
    #expect(lines.contains("OpenStreetMap"))
    #expect(lines.contains("https://www.openstreetmap.org/relation/382313"))
    #expect(lines.allSatisfy { width($0) <= 40 || $0.hasPrefix("https://") })
  }

  @Test func card_at120Columns_keepsEachFactOnItsLine_andIndentsWrappedValues() throws {
    let sut = try launch(columns: 120)
    try sut.waitFor("> ")
    let mark = sut.mark

    sut.type("China\r")

    let shown = try sut.waitFor("Google Maps", after: mark)
    let lines = try cardLines(shown)
    #expect(lines.first == "🇨🇳 China")
    #expect(lines.contains("OpenStreetMap  https://www.openstreetmap.org/relation/270056"))
    let neighbours = try #require(lines.firstIndex { $0.hasPrefix("Neighbours     Afghanistan") })
    // Sixteen neighbours do not fit in one row of 120: the rest go under the value, not the label.
    #expect(lines[neighbours + 1].hasPrefix(String(repeating: " ", count: 15)))
    #expect(lines.allSatisfy { width($0) <= 120 })
    #expect(lines.contains("Data           bundled snapshot as of 2026-06-16"))
  }

  @Test func nearMe_measuresFromCountryQuizLocation_andSaysSo() throws {
    let sut = try launch(environment: ["COUNTRY_QUIZ_LOCATION": "Peru"])
    try sut.waitFor("> ")

    sut.type("countries near me\r")

    try sut.waitFor("You are in or near Peru, from COUNTRY_QUIZ_LOCATION.")
    // Names in a column, distances aligned beside them.
    try sut.waitFor("🇪🇨 Ecuador       905 km (562 miles)")
    try sut.waitFor("🇨🇴 Colombia    1,619 km (1,006 miles)")
  }

  @Test func nearMe_withoutASetting_measuresFromTheTimeZonesCountry() throws {
    let sut = try launch(environment: ["TZ": "Asia/Tokyo"])
    try sut.waitFor("> ")

    sut.type("what's around here\r")

    try sut.waitFor("You are in or near Japan, from your time zone, Asia/Tokyo (TZ).")
    try sut.waitFor("🇰🇷 South Korea")
  }

  @Test func nearMe_withNoLocationAtAll_saysHowToSetOne() throws {
    let sut = try launch(environment: ["TZ": "Etc/UTC"])
    try sut.waitFor("> ")

    sut.type("countries near me\r")

    try sut.waitFor("I don't know where you are.")
    try sut.waitFor("COUNTRY_QUIZ_LOCATION")
  }

  @Test func favourites_surviveARestart_andListAsCompactCards() throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-pty-\(UUID().uuidString)")
    let first = try launch(environment: ["XDG_STATE_HOME": state.path], columns: 40)
    try first.waitFor("> ")
    first.type("remember Japan\r")
    try first.waitFor("is one of your favourites now")
    first.type("add peru to my favourites\r")
    try first.waitFor("(you have 2)")
    first.type("\u{4}")
    #expect(try first.waitForExit() == 0)
    let second = try launch(environment: ["XDG_STATE_HOME": state.path], columns: 40)
    try second.waitFor("> ")
    let mark = second.mark

    second.type("my favourites\r")

    let shown = try second.waitFor("South America", after: mark)
    #expect(shown.contains("🇯🇵 Japan — Tokyo"))
    let lines = shown.components(separatedBy: "\r\n").filter {
      $0.contains("·") || $0.hasPrefix("  ")
    }
    #expect(lines.allSatisfy { width($0) <= 40 })
  }

  // MARK: - Helpers

  /// The card's lines: from the title to the last link, without the prompt and the echo.
  private func cardLines(_ shown: String) throws -> [String] {
    let lines = shown.replacingOccurrences(of: "\u{1B}[0m", with: "")
      .replacingOccurrences(of: "\u{1B}[1m", with: "")
      .components(separatedBy: "\r\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("🇯🇵") || $0.hasPrefix("🇨🇳") })
    return Array(lines[start...]).filter { !$0.isEmpty }
  }

  /// Columns on a terminal: wide characters (CJK, emoji) take two.
  private func width(_ line: String) -> Int {
    line.reduce(0) { total, character in
      total + ((character.unicodeScalars.first?.value ?? 0) >= 0x1100 ? 2 : 1)
    }
  }

  private func launch(environment: [String: String] = [:], columns: UInt16 = 80) throws
    -> PseudoTerminal
  {
    var base = ProcessInfo.processInfo.environment
    base["TERM"] = "xterm-256color"
    base["NO_COLOR"] = "1"
    base["COUNTRY_QUIZ_LOCATION"] = nil
    base["TZ"] = nil
    base["XDG_STATE_HOME"] =
      FileManager.default.temporaryDirectory.appendingPathComponent("quiz-pty-\(UUID().uuidString)")
      .path
    base["LANG"] = "C.UTF-8"
    base["LC_ALL"] = nil
    base["LC_MESSAGES"] = nil
    return try PseudoTerminal(
      executable: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("quiz"),
      arguments: ["--offline"], environment: base.merging(environment) { _, new in new },
      columns: columns)
  }
}
