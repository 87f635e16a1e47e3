import Foundation
import LoopbackHTTP
import Testing

/// The web chat as people use it (issue 13): follow-ups through the signed context, the chat's
/// commands, the newest reply in view, one look for every failure, a favicon and flag images.
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebChatConversationTests {
  @Test(arguments: [1100, 390])
  func page_answersFollowUpsAndKeepsTheNewestReplyAboveTheInput(width: Int) throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: width)
    try browser.open(daemon.url)
    for line in ["capital of peru", "population?", "currency?", "borders?", "languages?"] {
      try ask(line, browser)
      try browser.waitFor(repliesCount(line), in: "return String(\(botReplies))")
    }

    try ask("and its flag?", browser)

    try browser.waitFor("The flag of Peru is", in: logText)
    let gap =
      try browser.evaluate(
        """
        const bubbles = document.querySelectorAll('#log .bot');
        const last = bubbles[bubbles.length - 1].getBoundingClientRect();
        return document.getElementById('ask').getBoundingClientRect().top - last.bottom;
        """) as? Double
    #expect((gap ?? -1) >= 0, "the newest reply is hidden under the input bar by \(-(gap ?? 0)) px")
    let image =
      try browser.evaluate("return document.querySelector('#log img.flag').src") as? String
    #expect(image == daemon.url.absoluteString + "flags/PE.svg")
    try browser.waitFor(
      "loaded",
      in:
        "const i = document.querySelector('#log img.flag'); return i.complete && i.naturalWidth > 0 ? 'loaded' : 'waiting'"
    )
  }

  @Test func page_runsHelpAboutAndClearThroughTheEngine() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)
    try ask("capital of peru", browser)
    try browser.waitFor("Lima", in: logText)

    try browser.click(try browser.element("#commands button:nth-child(1)"))
    try browser.waitFor("More: help facts", in: logText)
    try browser.click(try browser.element("#commands button:nth-child(2)"))
    try browser.waitFor(
      "Country Quiz", in: "return document.querySelector('#log .about')?.innerText ?? ''")
    try browser.click(try browser.element("#commands button:nth-child(3)"))

    try browser.waitFor("cleared", in: logText)
    #expect(
      try browser.evaluate("return document.querySelectorAll('#log .me').length") as? Int == 0)
    try ask("and its flag?", browser)
    try browser.waitFor("Which country do you mean?", in: logText)
  }

  @Test func page_dropsRetryOnceARetrySucceedsAndShowsFailuresAlike() throws {
    let health = Health(false)
    let daemon = try Daemon(health: health)
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)
    try ask("capital of peru", browser)
    try browser.waitFor("couldn't load the country data", in: logText)
    #expect(
      try browser.evaluate("return document.querySelectorAll('.bubble.error').length") as? Int == 1)
    health.set(true)

    try browser.click(try browser.element("button.retry"))

    try browser.waitFor("The capital of Peru is Lima.", in: logText)
    #expect(
      try browser.evaluate("return document.querySelectorAll('button.retry').length") as? Int == 0)

    // A server that cannot be reached at all fails the same way as a data source that failed.
    daemon.stop()
    try ask("capital of chile", browser)
    try browser.waitFor("could not be reached", in: logText)
    let looks =
      try browser.evaluate(
        """
        return [...document.querySelectorAll('.bubble.error')].map(e =>
          e.className + '|' + getComputedStyle(e).backgroundColor + '|' + getComputedStyle(e).color
          + '|' + e.querySelectorAll('button.retry').length)
        """) as? [String]
    #expect(looks?.count == 2)
    #expect(
      looks?.first?.split(separator: "|").dropLast()
        == looks?.last?.split(separator: "|").dropLast())
    #expect(looks?.last?.hasSuffix("|1") == true)
  }

  @Test func page_hasAFavicon() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)

    let icon =
      try browser.evaluate("return document.querySelector('link[rel=icon]').href") as? String

    #expect(icon?.hasPrefix("data:image/svg+xml,") == true)
  }

  // MARK: - Helpers

  private let logText = "return document.getElementById('log').innerText"
  private let botReplies = "document.querySelectorAll('#log .bot:not(.typing)').length"

  private func ask(_ line: String, _ browser: WebDriver) throws {
    try browser.type(line + "\u{E007}", into: try browser.element("#question"))
  }

  private func repliesCount(_ line: String) -> String {
    let order = ["capital of peru", "population?", "currency?", "borders?", "languages?"]
    return String((order.firstIndex(of: line) ?? 0) + 1)
  }
}
