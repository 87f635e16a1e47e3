import Foundation
import LoopbackHTTP
import Testing

/// The quiz game on the web page: a game view with the question, the timer, the score and the flag,
/// every turn played by the engine behind `/v1/ask`, usable on a phone.
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebGameTests {
  @Test(arguments: [1100, 390])
  func page_playsANameThemAllWithATimerAndAScore_andKeepsItsRecord(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: width)
    try browser.open(daemon.url)

    try ask("quiz me on countries in South America in 3 minutes", browser)
    try browser.waitFor("Name the countries in South America", in: text("#game-question"))
    try browser.waitFor("2:5", in: text("#game-timer"))
    try ask("Peru", browser)
    try browser.waitFor("Named 1 of 14", in: text("#game-progress"))
    try ask("Spain", browser)
    try browser.waitFor("Spain is not in South America", in: logText)

    #expect(try browser.evaluate(text("#game-score")) as? String == "Score 1")
    #expect(try fitsTheWidth(browser))
    try saveScreenshot(browser, "web-game-name-all-\(width).png")
    try click("stop", browser)
    try browser.waitFor("You named 1 of 14", in: logText)
    #expect(try browser.evaluate("return document.getElementById('game').hidden") as? Bool == true)
    let stored =
      try browser.evaluate("return localStorage.getItem('country-quiz.profile')") as? String
    #expect(
      stored?.contains(#""name-all:r:South America":{"#) == true,
      "the page keeps the topic's record")
  }

  @Test func page_stylesEachLineByTheKindTheServerGaveIt() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)

    try ask("quiz me on countries in South America", browser)
    try browser.waitFor("Name the countries in South America", in: text("#game-question"))
    try ask("Peru", browser)
    try browser.waitFor("Named 1 of 14", in: text("#game-progress"))
    try ask("Spain", browser)
    try browser.waitFor("Spain is not in South America", in: logText)

    let right = try lines("line-right", browser)
    let wrong = try lines("line-wrong", browser)
    #expect(right.count == 1 && right[0].hasPrefix("✓ Peru!"), "\(right)")
    #expect(wrong.count == 1 && wrong[0].contains("Spain is not in South America"), "\(wrong)")
    #expect(try lines("line-heading", browser).first?.hasPrefix("Let's play! Name the") == true)
    #expect(try border("line-right", browser) == "rgb(22, 163, 74)")
    #expect(try border("line-wrong", browser) == "rgb(220, 38, 38)")
  }

  @Test func page_showsTheFlagImageOfAFlagQuestion_andPlaysItsButtons() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)

    try ask("quiz me on flags", browser)
    try browser.waitFor("Which country's flag is this", in: text("#game-question"))
    let flag = try browser.evaluate("return document.getElementById('game-flag').src") as? String
    // Loaded from the daemon itself: no other host, and no emoji font needed.
    try browser.waitFor(
      "loaded",
      in:
        "const i = document.getElementById('game-flag'); return i.complete && i.naturalWidth > 0 ? 'loaded' : 'waiting'"
    )
    try click("hint", browser)
    try browser.waitFor("Hint:", in: logText)
    try click("skip", browser)

    try browser.waitFor("Question 2 of 10", in: text("#game-progress"))
    #expect(flag?.hasPrefix(daemon.url.absoluteString + "flags/") == true, "\(flag ?? "")")
    #expect(flag?.hasSuffix(".svg") == true)
    #expect(try fitsTheWidth(browser))
    try saveScreenshot(browser, "web-game-flags-390.png")
  }

  // MARK: - Helpers

  private let logText = "return document.getElementById('log').innerText"

  private func text(_ selector: String) -> String {
    "return document.querySelector('\(selector)').textContent"
  }

  private func ask(_ line: String, _ browser: WebDriver) throws {
    try browser.type(line + "\u{E007}", into: try browser.element("#question"))
  }

  private func click(_ label: String, _ browser: WebDriver) throws {
    let index = ["hint", "skip", "score", "stop"].firstIndex(of: label) ?? 0
    try browser.click(try browser.element(".game-actions button:nth-child(\(index + 1))"))
  }

  /// The text of every line of the log styled as `kind`.
  private func lines(_ kind: String, _ browser: WebDriver) throws -> [String] {
    try browser.evaluate(
      "return [...document.querySelectorAll('#log .\(kind)')].map(line => line.textContent)")
      as? [String] ?? []
  }

  private func border(_ kind: String, _ browser: WebDriver) throws -> String? {
    try browser.evaluate(
      "return getComputedStyle(document.querySelector('#log .\(kind)')).borderLeftColor")
      as? String
  }

  /// Nothing wider than the window: no sideways scrolling on a phone.
  private func fitsTheWidth(_ browser: WebDriver) throws -> Bool {
    try browser.evaluate(
      "return document.documentElement.scrollWidth <= window.innerWidth") as? Bool == true
  }

  /// With `QUIZ_SCREENSHOTS` naming a folder, keeps a picture of the game for a person to check.
  private func saveScreenshot(_ browser: WebDriver, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["QUIZ_SCREENSHOTS"] else { return }
    try browser.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
  }
}
