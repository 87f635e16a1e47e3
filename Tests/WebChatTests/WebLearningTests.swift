import Foundation
import LoopbackHTTP
import Testing

/// Learning from games on the web page, by keyboard alone, at a desktop's and a phone's width: a
/// look-alike round with the flag served by the daemon, how to tell the two apart, the time per
/// question at the end, and "my weak countries".
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebLearningTests {
  @Test(arguments: [1100, 390])
  func page_playsALookAlikeRound_andListsTheWeakCountries_byKeyboard(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: width)
    try browser.open(daemon.url)

    try ask("quiz me on look-alike flags", browser)
    try browser.waitFor("Which flag is this: ", in: text("#game-question"))
    try browser.waitFor(
      "loaded",
      in:
        "const i = document.getElementById('game-flag'); return !i.hidden && i.complete && i.naturalWidth > 0 ? 'loaded' : 'waiting'"
    )
    let flag = try browser.evaluate("return document.getElementById('game-flag').src") as? String
    try ask("1", browser)
    try browser.waitFor("How to tell them apart: ", in: logText)
    #expect(try fitsTheWidth(browser))
    try saveScreenshot(browser, "web-look-alike-\(width).png")
    try ask("stop", browser)
    try browser.waitFor("Time per question: ", in: logText)

    try ask("quiz me on capitals", browser)
    try browser.waitFor("Question 1 of 10", in: text("#game-progress"))
    try ask("skip", browser)
    try browser.waitFor("Question 2 of 10", in: text("#game-progress"))
    try ask("stop", browser)
    try browser.waitFor("Score 0 of 6", in: logText)
    try ask("my weak countries", browser)
    // The look-alike round, when "1" missed it, is there too ("Monaco (look-alike flag, due)").
    try browser.waitFor("(capital, due)", in: logText)
    #expect(try (browser.evaluate(logText) as? String)?.contains("Your weak countries (") == true)

    #expect(flag?.hasPrefix(daemon.url.absoluteString + "flags/") == true, "\(flag ?? "")")
    #expect(try fitsTheWidth(browser))
    let stored =
      try browser.evaluate("return localStorage.getItem('country-quiz.profile')") as? String
    #expect(stored?.contains(#""cards":["#) == true, "\(stored ?? "")")
    #expect(stored?.contains(#":0:1:196:"#) == true, "a missed round's card: \(stored ?? "")")
    try saveScreenshot(browser, "web-weak-countries-\(width).png")
  }

  // MARK: - Helpers

  private let logText = "return document.getElementById('log').innerText"

  private func text(_ selector: String) -> String {
    "return document.querySelector('\(selector)').textContent"
  }

  private func ask(_ line: String, _ browser: WebDriver) throws {
    try browser.type(line + "\u{E007}", into: try browser.element("#question"))
  }

  private func fitsTheWidth(_ browser: WebDriver) throws -> Bool {
    try browser.evaluate(
      "return document.documentElement.scrollWidth <= window.innerWidth") as? Bool == true
  }

  private func saveScreenshot(_ browser: WebDriver, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["QUIZ_SCREENSHOTS"] else { return }
    try browser.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
  }
}
