import CountriesAPI
import Foundation
import LoopbackHTTP
import PseudoTerminal
import Testing

/// The built `quiz` in interactive mode on a real pseudo-terminal, typed at key by key.
@Suite struct TerminalChatTests {
  @Test func chat_answersAMisspelledQuestion() throws {
    let sut = try launch()
    try sut.waitFor("> ")

    sut.type("whats the capitl of Frnace?\r")

    try sut.waitFor("The capital of France is Paris.")
  }

  @Test func chat_editsTheLineWithTheArrowKeys() throws {
    let sut = try launch()
    try sut.waitFor("> ")

    sut.type("Peru" + String(repeating: left, count: 4) + "capital of " + right + right + "\r")

    try sut.waitFor("The capital of Peru is Lima.")
  }

  @Test func chat_recallsHistoryAfterARestart() throws {
    let state = temporaryFolder()
    let first = try launch(environment: ["XDG_STATE_HOME": state.path])
    try first.waitFor("> ")
    first.type("flag of peru\r")
    try first.waitFor("🇵🇪")
    first.type("\u{4}")
    #expect(try first.waitForExit() == 0)
    let second = try launch(environment: ["XDG_STATE_HOME": state.path])
    try second.waitFor("> ")

    second.type(up + "\r")

    try second.waitFor("The flag of Peru is 🇵🇪")
    #expect(
      try String(contentsOf: state.appendingPathComponent("country-quiz/history"), encoding: .utf8)
        == "flag of peru\n")
  }

  @Test func chat_answersAnOutageByRetryOnceTheSourceRecovers() throws {
    let health = Health(false)
    let server = try makeServer(health)
    defer { server.stop() }
    let sut = try launchStrict(against: server)
    try sut.waitFor("> ")
    sut.type("whats the capitl of Frnace?\r")
    try sut.waitFor("Type retry, or press Enter, to ask again.")
    health.set(true)
    let mark = sut.mark

    sut.type("retry\r")

    try sut.waitFor("The capital of France is Paris.", after: mark)
  }

  @Test func chat_retriesWithEnterOnAnEmptyLineAfterAnOutage() throws {
    let health = Health(false)
    let server = try makeServer(health)
    defer { server.stop() }
    let sut = try launchStrict(against: server)
    try sut.waitFor("> ")
    sut.type("iso code for greece\r")
    try sut.waitFor("press Enter")
    health.set(true)
    let mark = sut.mark

    sut.type("\r")

    try sut.waitFor("The ISO alpha-2 code for Greece is GR.", after: mark)
  }

  @Test func controlD_exitsWithTheTerminalRestored() throws {
    let sut = try launch()
    try sut.waitFor("> ")
    #expect(!sut.isCooked)

    sut.type("\u{4}")

    #expect(try sut.waitForExit() == 0)
    #expect(sut.isCooked)
  }

  @Test func terminatingSignal_restoresTheTerminal() throws {
    let sut = try launch()
    try sut.waitFor("> ")

    kill(sut.processID, SIGTERM)

    #expect(try sut.waitForExit() == 128 + SIGTERM)
    #expect(sut.isCooked)
  }

  @Test func controlC_clearsTheLineAndKeepsTheChat() throws {
    let sut = try launch()
    try sut.waitFor("> ")

    sut.type("capital of Chad\u{3}flag of chile\r")

    try sut.waitFor("The flag of Chile is 🇨🇱")
    #expect(!sut.output.contains("N'Djamena"))
  }

  @Test func longReplies_wrapToTheTerminalWidth() throws {
    let sut = try launch(columns: 40)
    try sut.waitFor("> ")
    let mark = sut.mark

    sut.type("which countries start with s\r")

    let shown = try sut.waitFor("Syria", after: mark)
    let lines = shown.split(separator: "\r\n").dropFirst()
    #expect(lines.count > 5)
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test func colour_isOffWithNoColorAndOnOtherwise() throws {
    let plain = try launch(environment: ["NO_COLOR": "1"])
    let coloured = try launch()
    try plain.waitFor("> ")
    try coloured.waitFor("> ")

    plain.type("capital of peru\r")
    coloured.type("capital of peru\r")

    #expect(!(try plain.waitFor("Lima")).contains("\u{1B}[1m"))
    #expect((try coloured.waitFor("Lima")).contains("\u{1B}[1mThe capital of Peru is Lima."))
  }

  @Test func dumbTerminal_readsPlainLines() throws {
    let sut = try launch(environment: ["TERM": "dumb"])
    try sut.waitFor("> ")
    #expect(sut.isCooked)

    sut.type("capital of peru\n")

    try sut.waitFor("The capital of Peru is Lima.")
  }

  @Test func spinner_turnsOnlyWhileTheNetworkFetchRuns() throws {
    let server = try makeServer(Health(true), delay: 0.5)
    defer { server.stop() }
    let live = try launch(
      arguments: [],
      environment: [
        "RESTCOUNTRIES_V31_URL": server.baseURL.absoluteString,
        "XDG_CACHE_HOME": temporaryFolder().path,
      ])
    let offline = try launch()
    try live.waitFor("> ")
    try offline.waitFor("> ")

    live.type("capital of peru\r")
    offline.type("capital of peru\r")

    let shown = try live.waitFor("Lima")
    #expect(shown.contains("Fetching country data"))
    #expect(shown.components(separatedBy: "Fetching").last?.contains("\u{1B}[K") == true)
    #expect(!(try offline.waitFor("Lima")).contains("Fetching"))
  }

  @Test func frenchLocale_speaksFrenchFromBannerToQuit() throws {
    let sut = try launch(environment: ["LANG": "fr_FR.UTF-8"])
    try sut.waitFor("parlez-moi d'un pays, en six langues")
    try sut.waitFor("Essayez « Quelle est la capitale de la Belgique ? », « quiz » ou tapez aide.")
    try sut.waitFor("> ")
    var mark = sut.mark

    sut.type("aide\r")
    try sut.waitFor("Demandez-moi ce que vous voulez sur un pays.", after: mark)
    try sut.waitFor("aide, réessayer, à propos, effacer, quitter", after: mark)
    try sut.waitFor("Quelle est la capitale de la Belgique ?", after: mark)
    mark = sut.mark
    sut.type("quelle est la capitale du Pérou ?\r")
    try sut.waitFor("La capitale du Pérou est Lima.", after: mark)
    mark = sut.mark
    sut.type("quelle est la capitale de l'Atlantide ?\r")
    try sut.waitFor("Je ne trouve aucun pays nommé", after: mark)
    sut.type("quitter\r")

    #expect(try sut.waitForExit() == 0)
    #expect(!sut.output.contains("There is no country"))
    #expect(!sut.output.contains("Commands:"))
  }

  // MARK: - Helpers

  private let left = "\u{1B}[D"
  private let right = "\u{1B}[C"
  private let up = "\u{1B}[A"

  private func launch(
    arguments: [String] = ["--offline"], environment: [String: String] = [:], columns: UInt16 = 80
  ) throws -> PseudoTerminal {
    var base = ProcessInfo.processInfo.environment
    base["TERM"] = "xterm-256color"
    base["NO_COLOR"] = nil
    base["XDG_STATE_HOME"] = temporaryFolder().path
    // The chat speaks the locale's language: English unless a test chooses another.
    base["LC_ALL"] = nil
    base["LC_MESSAGES"] = nil
    base["LANG"] = "C.UTF-8"
    return try PseudoTerminal(
      executable: productsDirectory().appendingPathComponent("quiz"), arguments: arguments,
      environment: base.merging(environment) { _, new in new }, columns: columns)
  }

  /// `quiz --no-fallback` fetching from `server`, with a cache of its own.
  private func launchStrict(against server: LoopbackHTTPServer) throws -> PseudoTerminal {
    try launch(
      arguments: ["--no-fallback"],
      environment: [
        "RESTCOUNTRIES_V31_URL": server.baseURL.absoluteString,
        "XDG_CACHE_HOME": temporaryFolder().path,
      ])
  }

  private func makeServer(_ health: Health, delay: Double = 0) throws -> LoopbackHTTPServer {
    let countries = try BundledSnapshot.dataset.get().countries
    return try LoopbackHTTPServer { request in
      Thread.sleep(forTimeInterval: delay)
      guard health.isHealthy else { return .respond(status: 503, body: Data("{}".utf8)) }
      return .respond(
        status: 200,
        body: V31Replies.body(for: countries, fields: V31Replies.fields(in: request.query)))
    }
  }

  private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("quiz-pty-\(UUID().uuidString)")
  }

  private func productsDirectory() -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }
}
