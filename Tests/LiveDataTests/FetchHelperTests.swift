import CountriesAPI
import Domain
import Foundation
import LoopbackHTTP
import QuizCLI
import Testing

/// `quiz`'s network path: `ProcessHTTPClient` running the built `quiz-fetch` helper against loopback servers,
/// and the `quiz` binary itself answering from a live server.
@Suite struct FetchHelperTests {
  @Test func send_deliversTheServersResponseThroughTheHelper() async throws {
    let server = try LoopbackHTTPServer { request in
      .respond(
        status: 200, headers: ["Retry-After": "7"],
        body: Data("auth=\(request.headers["authorization"] ?? "")".utf8))
    }
    defer { server.stop() }
    let sut = ProcessHTTPClient(helper: helper(), timeout: 5)

    let response = try await sut.send(
      HTTPRequest(url: server.baseURL, headers: ["Authorization": "Bearer k"]))

    #expect(response.statusCode == 200)
    #expect(response.headers["retry-after"] == "7")
    #expect(response.body == Data("auth=Bearer k".utf8))
  }

  @Test func send_reportsNoConnectionAndTimeoutsLikeURLSession() async throws {
    let hanging = try LoopbackHTTPServer { _ in .hang }
    defer { hanging.stop() }
    let closed = try RefusingPort()
    let closedURL = closed.url
    let impatient = ProcessHTTPClient(helper: helper(), timeout: 0.5)
    let patient = ProcessHTTPClient(helper: helper(), timeout: 10)

    await #expect(throws: HTTPClientError.timedOut) {
      _ = try await impatient.send(HTTPRequest(url: hanging.baseURL))
    }
    await #expect(throws: HTTPClientError.noConnection) {
      _ = try await patient.send(HTTPRequest(url: closedURL))
    }
  }

  @Test func send_failsClearlyWhenTheHelperIsMissing() async {
    let missing = URL(fileURLWithPath: "/nonexistent/quiz-fetch")
    let sut = ProcessHTTPClient(helper: missing, timeout: 1)

    await #expect(
      throws: HTTPClientError.unavailable(ProcessHTTPClient.missingHelperMessage(missing))
    ) {
      _ = try await sut.send(HTTPRequest(url: URL(fileURLWithPath: "/")))
    }
  }

  @Test func quizBinary_saysTheHelperIsMissingNotThatThereIsNoConnection() throws {
    let server = try LoopbackHTTPServer { _ in .respond(status: 500, body: Data()) }
    defer { server.stop() }

    let (output, status) = try runQuizWithStatus(
      ["--no-fallback", "capital of peru"],
      environment: [
        "RESTCOUNTRIES_V31_URL": server.baseURL.absoluteString,
        "COUNTRY_QUIZ_FETCH": "/nonexistent/quiz-fetch", "XDG_CACHE_HOME": temporaryPath(),
      ])

    #expect(status == 69)
    #expect(output.contains("/nonexistent/quiz-fetch is missing"))
    #expect(output.contains("make release"))
    #expect(!output.contains("no connection"))
    #expect(server.requests.isEmpty)
  }

  @Test func quizBinary_answersFromALiveServerThenFromItsCache() throws {
    let countries = try BundledSnapshot.dataset.get().countries
    let server = try LoopbackHTTPServer { request in
      .respond(
        status: 200,
        body: V31Replies.body(for: countries, fields: V31Replies.fields(in: request.query)))
    }
    defer { server.stop() }
    let environment = [
      "RESTCOUNTRIES_V31_URL": server.baseURL.absoluteString,
      "XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent(
        "quiz-bin-\(UUID().uuidString)"
      ).path,
    ]

    let first = try runQuiz(["--json", "whats the capitl of Frnace?"], environment: environment)
    let requests = server.requests.count
    let second = try runQuiz(["--json", "flag of peru"], environment: environment)

    #expect(first.contains(#""text":"The capital of France is Paris.""#))
    #expect(first.contains(#""origin":"live""#))
    #expect(second.contains(#""origin":"cache""#))
    #expect(requests == 3)
    #expect(server.requests.count == requests)
  }

  // MARK: - Helpers

  private func helper() -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("quiz-fetch")
  }

  private func runQuiz(_ arguments: [String], environment: [String: String]) throws -> String {
    try runQuizWithStatus(arguments, environment: environment).output
  }

  private func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("quiz-bin-\(UUID().uuidString)")
      .path
  }

  private func runQuizWithStatus(_ arguments: [String], environment: [String: String]) throws
    -> (output: String, status: Int32)
  {
    let process = Process()
    process.executableURL = helper().deletingLastPathComponent().appendingPathComponent("quiz")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }
}
