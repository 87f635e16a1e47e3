import CountriesAPI
import Domain
import Foundation
import LoopbackHTTP
import Testing

@testable import FetchHelper

#if canImport(Glibc)
  import Glibc
#endif

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
    let sut = ProcessHTTPClient(helper: helper(), timeout: 30)

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
    let patient = ProcessHTTPClient(helper: helper(), timeout: 30)

    await #expect(throws: HTTPClientError.timedOut) {
      _ = try await impatient.send(HTTPRequest(url: hanging.baseURL))
    }
    await #expect(throws: HTTPClientError.noConnection) {
      _ = try await patient.send(HTTPRequest(url: closedURL))
    }
  }

  /// URLSession spun while it waited (2.6 s of CPU for a 3 s wait); libcurl's easy interface blocks.
  @Test func helper_spendsAlmostNoCPUWaitingForASlowServer() async throws {
    let server = try LoopbackHTTPServer { _ in .delay(seconds: 2, then: Data("late".utf8)) }
    defer { server.stop() }
    let request = FetchExchange.encode(HTTPRequest(url: server.baseURL))

    // On a thread of its own: waiting 2 s must not hold one of the few threads other tests run on.
    let run = try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try Self.runHelper(request, timeout: 10) }) }
        .start()
    }

    #expect(run.status == 0)
    #expect(FetchExchange.decodeResponse(run.output)?.body == Data("late".utf8))
    #expect(run.elapsed >= 1.9)
    #expect(run.cpu < 0.5, "quiz-fetch used \(run.cpu) s of CPU in a \(run.elapsed) s wait")
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

  @Test func exitStatus_saysToInstallLibcurlWhenTheHelperCannotLoadIt() {
    let helper = URL(fileURLWithPath: "/opt/quiz/quiz-fetch")

    let error = ProcessHTTPClient.error(forExitStatus: FetchExchange.unavailableStatus, of: helper)

    #expect(error == .unavailable(ProcessHTTPClient.missingLibcurlMessage(helper)))
    #expect(ProcessHTTPClient.missingLibcurlMessage(helper).contains("libcurl4"))
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

  private func helper() -> URL { Self.helperURL() }

  private static func helperURL() -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("quiz-fetch")
  }

  /// Runs `quiz-fetch` with `request` on its stdin and reports its own CPU time (user and system, from
  /// `wait4`), which nothing else running in the test process can disturb.
  private static func runHelper(_ request: Data, timeout: Double) throws
    -> (status: Int32?, output: Data, elapsed: Double, cpu: Double)
  {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quiz-fetch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("request")
    let output = directory.appendingPathComponent("response")
    try request.write(to: input)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input.path, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let helper = helperURL()
    let arguments = [helper.path, "--timeout", String(timeout)]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = Date()
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, helper.path, &actions, nil, &argv, environ) == 0)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      try #require(errno == EINTR)
    }
    let elapsed = Date().timeIntervalSince(start)
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return (
      status & 0x7F == 0 ? (status >> 8) & 0xFF : nil, try Data(contentsOf: output), elapsed,
      seconds(usage.ru_utime) + seconds(usage.ru_stime)
    )
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
