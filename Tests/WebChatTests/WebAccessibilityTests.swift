import Foundation
import LoopbackHTTP
import Testing

/// The web page for keyboard and eyes: axe-core (bundled by PyPI's `axe-core-python`, which CI
/// installs) finds no violation in either colour scheme with replies, a card, a list and each game
/// panel open; buttons give the focus back to the input; a game asks for an answer.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.isAvailable && Axe.isAvailable,
    "needs chromium, chromium-driver and PyPI's axe-core-python"))
struct WebAccessibilityTests {
  @Test(arguments: ["light", "dark"])
  func page_hasNoAxeViolationWithRepliesACardAListAndEveryGamePanel(scheme: String) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)
    try browser.devTools(
      "Emulation.setEmulatedMedia",
      ["features": [["name": "prefers-color-scheme", "value": scheme]]])
    try browser.evaluate(try Axe.script())
    var found = try violations(browser, "the empty page")

    try ask("whats the capitl of Frnace?", browser)
    try browser.waitFor("Paris", in: logText)
    try ask("tell me about Japan", browser)
    try browser.waitFor("Tokyo", in: "return document.querySelector('#log .card')?.innerText ?? ''")
    try ask("countries near Peru", browser)
    try browser.waitFor(
      "Ecuador", in: "return document.querySelector('#log .places')?.innerText ?? ''")
    try ask("xyzzy", browser)
    try browser.waitFor("I can't answer that", in: logText)
    found += try violations(browser, "replies, a card and a list")
    for start in [
      "quiz me on capitals", "quiz me on flags", "quiz me on higher or lower",
      "quiz me on countries in South America", "daily challenge",
    ] {
      try ask(start, browser)
      try browser.waitFor("open", in: "return document.getElementById('game').hidden ? '' : 'open'")
      found += try violations(browser, start)
      try ask("stop", browser)
      try browser.waitFor(
        "closed", in: "return document.getElementById('game').hidden ? 'closed' : ''")
    }

    #expect(found.isEmpty, "\(scheme): \(found.joined(separator: "\n"))")
  }

  @Test func buttons_giveTheFocusBackToTheInput_andAGameAsksForAnAnswer() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)
    let placeholder = "return document.getElementById('question').placeholder"
    let focused = "return document.activeElement?.id ?? ''"
    let question = try browser.evaluate(placeholder) as? String

    try ask("xyzzy", browser)
    try browser.waitFor("I can't answer that", in: logText)
    try browser.click(try browser.element("#log button.chip"))
    let afterChip = try browser.evaluate(focused) as? String
    try browser.click(try browser.element("#commands button"))
    let afterCommand = try browser.evaluate(focused) as? String
    try ask("quiz me on capitals", browser)
    try browser.waitFor("open", in: "return document.getElementById('game').hidden ? '' : 'open'")
    let inGame = try browser.evaluate(placeholder) as? String
    try browser.click(try browser.element(".game-actions button"))
    let afterHint = try browser.evaluate(focused) as? String
    try ask("stop", browser)
    try browser.waitFor(
      "closed", in: "return document.getElementById('game').hidden ? 'closed' : ''")

    #expect(afterChip == "question" && afterCommand == "question" && afterHint == "question")
    #expect(inGame == "Your answer…")
    #expect(try browser.evaluate(placeholder) as? String == question)
    #expect(
      try browser.evaluate(
        "return document.getElementById('game-question').hasAttribute('aria-live')") as? Bool
        == false,
      "the game's question is announced once, by the conversation's log")
  }

  private let logText = "return document.getElementById('log').innerText"

  private func ask(_ line: String, _ browser: WebDriver) throws {
    try browser.type(line + "\u{E007}", into: try browser.element("#question"))
  }

  /// axe-core's violations on the page as it is: "rule: element, element" each.
  private func violations(_ browser: WebDriver, _ state: String) throws -> [String] {
    let found =
      try browser.evaluate(
        """
        return axe.run(document, {resultTypes: ['violations']}).then(result =>
          result.violations.map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', ')));
        """) as? [String] ?? ["axe did not run"]
    return found.map { "\(state): \($0)" }
  }
}

/// axe-core's script, from the `axe-core-python` package's folder.
enum Axe {
  static var folder: String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import axe_core_python, os; print(os.path.dirname(axe_core_python.__file__))",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !path.isEmpty ? path : nil
  }

  /// CI installs it: there, a missing package fails the suite rather than skipping it.
  static var isAvailable: Bool {
    ProcessInfo.processInfo.environment["CI"] != nil || folder != nil
  }

  static func script() throws -> String {
    guard let folder else {
      throw WebDriver.Failure(description: "axe-core-python is not installed")
    }
    return try String(contentsOfFile: folder + "/axe.min.js", encoding: .utf8)
  }
}
