import Foundation
import LoopbackHTTP
import Testing

/// The route game on the web page, by keyboard alone: started, a hint taken and stopped, every
/// turn played by the engine behind `/v1/ask`, on a desktop and on a phone.
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebTravleTests {
  @Test(arguments: [1100, 390])
  func page_playsARouteGame_byKeyboard(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: width)
    try browser.open(daemon.url)

    try ask("route game", browser)
    try browser.waitFor("by land: name the countries in between", in: text("#game-question"))
    #expect(try browser.evaluate(text("#game-mode")) as? String == "Route game")
    try ask("hint", browser)
    try browser.waitFor("is on a shortest route (it costs a point).", in: logText)
    #expect(try fitsTheWidth(browser))
    try saveScreenshot(browser, "web-game-travle-\(width).png")

    try ask("stop", browser)

    try browser.waitFor("A shortest route: ", in: logText)
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
