import Foundation
import LoopbackHTTP
import Testing

/// The profile the page keeps in the browser's storage: shared by its tabs without either losing the
/// other's change, and set aside with a notice when the server refuses it, never blocking a question.
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebProfileTests {
  @Test func aStoredProfileTheServerRefuses_isSetAsideWithANotice_andTheQuestionIsAnswered() throws
  {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: 1100)
    try browser.open(daemon.url)
    let oversized =
      #"{"favourites":["PE"],"note":""# + String(repeating: "x", count: 20_000) + #""}"#
    try browser.evaluate("localStorage.setItem('country-quiz.profile', '\(oversized)')")
    try browser.open(daemon.url)

    try ask("capital of peru", browser)

    try browser.waitFor("The capital of Peru is Lima", in: logText)
    let log = try browser.waitFor("set aside", in: logText)
    #expect(log.contains("could not be read"))
    #expect(try storage("country-quiz.profile", browser) == nil)
    #expect(try storage("country-quiz.profile.refused", browser)?.contains("xxxx") == true)
    try ask("capital of chile", browser)
    try browser.waitFor("The capital of Chile is Santiago", in: logText)
  }

  @Test func twoTabs_keepEachOthersFavourites() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, width: 1100)
    try browser.open(daemon.url)
    let first = try browser.currentTab()
    let second = try browser.newTab()
    try browser.switchTo(tab: second)
    try browser.open(daemon.url)
    try browser.switchTo(tab: first)

    try ask("remember Peru", browser)
    try browser.waitFor("one of your favourites now", in: logText)
    try browser.switchTo(tab: second)
    try ask("remember Chile", browser)
    try browser.waitFor("one of your favourites now", in: logText)
    try ask("my favourites", browser)

    // The reply, not the echoed question: it names how many favourites there are.
    let list = try browser.waitFor("Your favourite countries (2)", in: logText)
    #expect(list.contains("Peru") && list.contains("Chile"))
    let stored = try storage("country-quiz.profile", browser) ?? ""
    #expect(stored.contains("\"PE\"") && stored.contains("\"CL\""), "\(stored)")
    try browser.switchTo(tab: first)
    #expect(try storage("country-quiz.profile", browser)?.contains("\"CL\"") == true)
  }

  private let logText = "return document.getElementById('log').innerText"

  private func ask(_ line: String, _ browser: WebDriver) throws {
    try browser.type(line + "\u{E007}", into: try browser.element("#question"))
  }

  private func storage(_ key: String, _ browser: WebDriver) throws -> String? {
    try browser.evaluate("return localStorage.getItem('\(key)')") as? String
  }
}
