import Foundation
import LoopbackHTTP
import Testing

/// "Guess my country" on the web page, played with the keyboard alone: typed answers, every turn
/// through `/v1/ask` and its signed context, the game's panel showing the question, on a wide
/// screen and on a phone.
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebFindMineTests {
  @Test(arguments: [1100, 390])
  func page_asksUntilItGivesUp_andSaysWhichAnswerDidNotFit_byKeyboardAlone(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: width)
    try browser.open(daemon.url)

    try ask("guess my country", browser)
    try browser.waitFor("Question 1:", in: text("#game-question"))
    #expect(try browser.evaluate(text("#game-mode")) as? String == "Find my country")
    try ask("yes", browser)
    try browser.waitFor("Question 2:", in: text("#game-question"))
    #expect(try browser.evaluate("return document.activeElement.id") as? String == "question")
    #expect(try fitsTheWidth(browser))
    try saveScreenshot(browser, "web-find-mine-\(width).png")
    // Yes to the first question, then no to everything: no country fits, and the quiz asks.
    for _ in 0..<20 {
      if try (browser.evaluate(logText) as? String)?.contains("Which country was it?") == true {
        break
      }
      let asked = try browser.evaluate(text("#game-question")) as? String ?? ""
      try ask("no", browser)
      try browser.waitFor(
        "changed",
        in: "return document.querySelector('#game-question').textContent !== \(quoted(asked))"
          + " ? 'changed' : 'waiting'")
    }
    try browser.waitFor("Which country was it?", in: logText)
    try ask("Peru", browser)

    try browser.waitFor("Peru!", in: logText)
    try browser.waitFor("You answered", in: logText)
    #expect(try browser.evaluate("return document.getElementById('game').hidden") as? Bool == true)
    #expect(try fitsTheWidth(browser))
  }

  // MARK: - Helpers

  private let logText = "return document.getElementById('log').innerText"

  private func text(_ selector: String) -> String {
    "return document.querySelector('\(selector)').textContent"
  }

  private func quoted(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
    return String(decoding: data, as: UTF8.self) + "[0]"
  }

  /// Types `line` and Enter into the question field: the keyboard alone.
  private func ask(_ line: String, _ browser: WebDriver) throws {
    try browser.type(line + "\u{E007}", into: try browser.element("#question"))
  }

  /// Nothing wider than the window: no sideways scrolling on a phone.
  private func fitsTheWidth(_ browser: WebDriver) throws -> Bool {
    try browser.evaluate(
      "return document.documentElement.scrollWidth <= window.innerWidth") as? Bool == true
  }

  private func saveScreenshot(_ browser: WebDriver, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["QUIZ_SCREENSHOTS"] else { return }
    try browser.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
  }
}
