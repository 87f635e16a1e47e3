import Foundation
import LoopbackHTTP
import Testing

/// The mystery country on the web page, by keyboard alone: started, questioned, guessed and
/// stopped, every turn played by the engine behind `/v1/ask`, on a desktop and on a phone.
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebMysteryTests {
  @Test(arguments: [1100, 390])
  func page_playsAMysteryCountry_byKeyboard(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: width)
    try browser.open(daemon.url)

    try ask("mystery country", browser)
    try browser.waitFor("I'm thinking of a country", in: text("#game-question"))
    try ask("is it landlocked?", browser)
    try browser.waitFor("Landlocked?", in: logText)
    try ask("does it border France?", browser)
    try browser.waitFor("Borders France?", in: logText)
    try ask("Japan", browser)
    // The log shows the line typed at once, and the reply when it comes.
    try browser.waitFor(
      "guessed",
      in: "const t = document.getElementById('log').innerText;"
        + " return /Not Japan|Yes, it's Japan/.test(t) ? 'guessed' : ''")
    let log = try browser.evaluate(logText) as? String ?? ""
    #expect(log.contains("Not Japan") || log.contains("Yes, it's Japan"), "\(log)")
    if log.contains("Not Japan") {
      #expect(log.contains("km away"))
      try browser.waitFor("Guesses left: 5.", in: text("#game-question"))
    }
    #expect(try browser.evaluate(text("#game-mode")) as? String == "Mystery country")
    #expect(try fitsTheWidth(browser))
    try saveScreenshot(browser, "web-game-mystery-\(width).png")

    try ask("stop", browser)

    try browser.waitFor("The mystery country was", in: logText)
    try browser.waitFor("true", in: "return String(document.getElementById('game').hidden)")
  }

  // MARK: - Helpers

  private let logText = "return document.getElementById('log').innerText"

  private func text(_ selector: String) -> String {
    "return document.querySelector('\(selector)').textContent"
  }

  private func ask(_ line: String, _ browser: WebDriver) throws {
    try browser.type(line + "\u{E007}", into: try browser.element("#question"))
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
