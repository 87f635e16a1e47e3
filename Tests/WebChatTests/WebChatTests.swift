import CountriesAPI
import Foundation
import LoopbackHTTP
import Testing

/// The web chat in real headless Chromium, against the built `quizd` and a loopback data source.
/// Runs wherever chromedriver is installed, and always in CI (`.ci/run` installs it).
@Suite(
  .serialized, .enabled(if: Chromium.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebChatTests {
  @Test func page_answersAMisspelledQuestionAndAClickedSuggestion() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)

    try browser.type("whats the capitl of Frnace?\u{E007}", into: try browser.element("#question"))
    try browser.waitFor("The capital of France is Paris.", in: logText)
    // How the typos were read, quietly under the answer; a question read word for word has none.
    let reading = try browser.evaluate(
      "return [...document.querySelectorAll('#log .bot .notice.reading')].map(e => e.textContent)")
    #expect(reading as? [String] == ["Read as: “capitl” → capital, “Frnace” → France"])
    try browser.type("flag of atlantis\u{E007}", into: try browser.element("#question"))
    try browser.waitFor("There is no country called", in: logText)
    try browser.click(try browser.element("button.chip"))

    try browser.waitFor("The flag of Belgium is 🇧🇪", in: logText)
    #expect(
      try browser.evaluate("return document.querySelectorAll('#log .notice.reading').length")
        as? Int == 1)
    let flagSize =
      try browser.evaluate(
        "return getComputedStyle(document.querySelector('.flag')).fontSize") as? String
    #expect(flagSize == "64px")
  }

  @Test func page_retriesAQuestionAfterAnOutage() throws {
    let health = Health(false)
    let daemon = try Daemon(health: health)
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)

    try browser.type("capital of peru\u{E007}", into: try browser.element("#question"))
    try browser.waitFor("couldn't load the country data", in: logText)
    health.set(true)
    try browser.click(try browser.element("button.retry"))

    try browser.waitFor("The capital of Peru is Lima.", in: logText)
  }

  @Test func page_showsMarkupInAQuestionAsTextNeverRunningIt() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(chromedriver: Chromium.driver, chromium: Chromium.binary)
    try browser.open(daemon.url)
    let attack = "<img src=x onerror=\"document.title='pwned'\">"

    try browser.type(attack + "\u{E007}", into: try browser.element("#question"))

    try browser.waitFor("I can't answer that", in: logText)
    #expect(
      try browser.evaluate("return document.querySelector('#log .me').textContent") as? String
        == attack)
    #expect(
      try browser.evaluate("return document.querySelectorAll('#log img').length") as? Int == 0)
    #expect(try browser.evaluate("return document.title") as? String == "Country Quiz")
  }

  @Test func page_speaksTheBrowsersLanguageInItsLabelsAndErrors() throws {
    let daemon = try Daemon(health: Health(true))
    let browser = try WebDriver(
      chromedriver: Chromium.driver, chromium: Chromium.binary, language: "fr")
    try browser.open(daemon.url)

    try browser.type("capitale de l'Atlantide\u{E007}", into: try browser.element("#question"))

    try browser.waitFor("Je ne trouve aucun pays nommé", in: logText)
    #expect(try browser.evaluate("return document.documentElement.lang") as? String == "fr")
    #expect(
      try browser.evaluate("return document.getElementById('send').textContent") as? String
        == "Envoyer")
    #expect(
      try browser.evaluate("return document.getElementById('question').placeholder") as? String
        == "Quelle est la capitale de la Belgique ?")
    try browser.click(try browser.element("#commands button"))
    try browser.waitFor("Par exemple :", in: logText)
  }

  // MARK: - Helpers

  private let logText = "return document.getElementById('log').innerText"
}

/// Debian's browser and its WebDriver. In CI they must be there: a missing install fails, never skips.
enum Chromium {
  static let driver = "/usr/bin/chromedriver"
  static let binary = "/usr/bin/chromium"
  static var isAvailable: Bool {
    ProcessInfo.processInfo.environment["CI"] != nil
      || FileManager.default.isExecutableFile(atPath: driver)
  }
}

/// The built `quizd` on a free port, fetching from a loopback v3.1 server that `health` switches.
final class Daemon {
  let process = Process()
  let server: LoopbackHTTPServer
  let url: URL

  init(health: Health) throws {
    let countries = try BundledSnapshot.dataset.get().countries
    server = try LoopbackHTTPServer { request in
      guard health.isHealthy else { return .respond(status: 503, body: Data("{}".utf8)) }
      return .respond(
        status: 200,
        body: V31Replies.body(for: countries, fields: V31Replies.fields(in: request.query)))
    }
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("quizd")
    // Retry right after the outage ends: the daemon's default would reuse the failure for 30 s.
    process.arguments = ["--port", "0", "--no-fallback", "--refresh-interval", "0"]
    process.environment = [
      "RESTCOUNTRIES_V31_URL": server.baseURL.absoluteString,
      "XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent(
        "quizd-web-\(UUID().uuidString)"
      ).path,
      // Generous for a loaded machine: a test that needs an outage makes one on purpose.
      "COUNTRY_QUIZ_TIMEOUT": "30",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    guard
      let address = line.split(separator: " ").last.map({
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }),
      let url = URL(string: address + "/")
    else { throw WebDriver.Failure(description: "quizd did not start: \(line)") }
    self.url = url
  }

  /// Stops the daemon, as a crash or a deploy would: the page can no longer reach it.
  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  deinit {
    stop()
    server.stop()
  }
}
