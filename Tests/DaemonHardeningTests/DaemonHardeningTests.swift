import CountriesAPI
import Foundation
import Glibc
import LoopbackHTTP
import Synchronization
import Testing

/// The built `quizd` against what an attacker and a flaky source do: refresh storms, probes while the
/// source fails, a client that never reads, a full or closed stderr, no descriptors left.
@Suite struct DaemonHardeningTests {
  @Test func refreshStorm_leavesTheDaemonAliveAndCostsAtMostTwelveUpstreamRequests() async throws {
    let server = try v31Server(healthy: Health(true), delay: 0.2)
    defer { server.stop() }
    let daemon = try DaemonProcess([], environment: liveEnvironment(server))

    var statuses: [Int] = []
    for _ in 0..<2 {
      statuses += await concurrently(120) { _ in
        HTTPExchange.ask("capital of peru", refresh: true, port: daemon.port)?.status ?? 0
      }
    }

    #expect(daemon.isRunning)
    #expect(statuses.count == 240)
    #expect(statuses.allSatisfy { $0 == 200 })
    #expect(server.requests.count <= 12)
  }

  @Test func probesWhileTheSourceFails_causeAtMostSixUpstreamRequests() async throws {
    let server = try v31Server(healthy: Health(false))
    defer { server.stop() }
    let daemon = try DaemonProcess(["--no-fallback"], environment: liveEnvironment(server))

    let statuses = await concurrently(20) { index in
      HTTPExchange.get(index.isMultiple(of: 2) ? "/readyz" : "/metrics", port: daemon.port)?.status
        ?? 0
    }
    let ready = HTTPExchange.get("/readyz", port: daemon.port)

    #expect(statuses.filter { $0 == 200 }.count == 10)
    #expect(ready?.status == 503)
    #expect(server.requests.count <= 6)
  }

  @Test func replicasSharingACacheFolder_loadFromTheSourceOnceBetweenThem() async throws {
    let server = try v31Server(healthy: Health(true), delay: 0.5)
    defer { server.stop() }
    let environment = liveEnvironment(server)
    let replicas = try (0..<3).map { _ in try DaemonProcess([], environment: environment) }

    let ports = replicas.map(\.port)
    let statuses = await concurrently(ports.count) { index in
      HTTPExchange.ask("capital of peru", port: ports[index])?.status ?? 0
    }

    #expect(statuses == [200, 200, 200])
    // One load's requests, each made once: the replicas that waited read the file the first one wrote.
    let targets = server.requests.map(\.target)
    #expect(!targets.isEmpty)
    #expect(Set(targets).count == targets.count, "\(targets)")
  }

  @Test func clientThatPipelinesAndNeverReads_keepsTheDaemonUnder150MB() async throws {
    let daemon = try DaemonProcess(["--offline"])
    let descriptor = try LoopbackSocket.connected(to: daemon.port)
    defer { close(descriptor) }
    let requests = Array(
      repeating: Array("GET / HTTP/1.1\r\nHost: t\r\n\r\n".utf8), count: 200
    ).flatMap { $0 }

    let (peak, sent) = await concurrently(1) { _ in
      Self.flood(descriptor, with: requests, for: .seconds(8)) { daemon.residentBytes() }
    }[0]

    #expect(daemon.isRunning)
    #expect(sent > 100_000)
    #expect(peak < 150 * 1024 * 1024)
  }

  @Test func fullErrorPipe_neitherFreezesTheLoopsNorLosesReplies() async throws {
    let daemon = try DaemonProcess(["--offline", "--log-questions"], stderr: .neverRead)

    let answered = await concurrently(4) { _ in
      KeepAliveClient(port: daemon.port)?.ask("capital of peru", times: 2_000) ?? 0
    }
    let metrics = HTTPExchange.get("/metrics", port: daemon.port)?.body ?? ""

    #expect(answered == [2_000, 2_000, 2_000, 2_000])
    #expect(Self.counter("quizd_log_lines_dropped_total", in: metrics) > 0)
  }

  @Test func closedErrorPipe_doesNotKillTheDaemon() async throws {
    let daemon = try DaemonProcess(["--offline"], stderr: .closed)

    let statuses = (0..<50).map { _ in HTTPExchange.get("/healthz", port: daemon.port)?.status }
    try await Task.sleep(for: .milliseconds(200))

    #expect(statuses.allSatisfy { $0 == 200 })
    #expect(daemon.isRunning)
  }

  @Test(.timeLimit(.minutes(2)))
  func outOfDescriptors_backsOffInsteadOfSpinningAndRecovers() async throws {
    let daemon = try DaemonProcess(["--offline"], limitingDescriptorsTo: 40)
    var held: [Int32] = []
    for _ in 0..<60 {
      if let descriptor = try? LoopbackSocket.connected(to: daemon.port, timeout: 2) {
        held.append(descriptor)
      }
    }
    try await Task.sleep(for: .milliseconds(500))

    let before = daemon.cpuSeconds()
    try await Task.sleep(for: .seconds(2))
    let spent = daemon.cpuSeconds() - before
    for descriptor in held { close(descriptor) }
    // On a loaded machine the closes take a while to reach the daemon: give it until a deadline.
    var recovered = false
    let deadline = ContinuousClock.now + .seconds(40)
    while !recovered && ContinuousClock.now < deadline {
      recovered = HTTPExchange.get("/healthz", port: daemon.port)?.status == 200
      if !recovered { try await Task.sleep(for: .milliseconds(200)) }
    }

    let stopped = daemon.terminate(within: 5)

    #expect(held.count == 60)
    #expect(spent < 0.5)
    #expect(recovered)
    #expect(stopped, "SIGTERM after running out of descriptors must still stop the daemon")
  }

  @Test func noFallback_neverAnswersFromAnExpiredCache() async throws {
    let healthy = Health(true)
    let server = try v31Server(healthy: healthy)
    defer { server.stop() }
    var environment = liveEnvironment(server)
    environment["COUNTRY_QUIZ_CACHE_HOURS"] = "0"
    let seeded = try runQuiz(["capital of peru"], environment: environment)
    healthy.set(false)

    let strict = try runQuiz(["--no-fallback", "capital of peru"], environment: environment)
    let lenient = try runQuiz(["capital of peru"], environment: environment)
    let daemon = try DaemonProcess(["--no-fallback"], environment: environment)
    let asked = HTTPExchange.ask("capital of peru", port: daemon.port)

    #expect(seeded.status == 0)
    #expect(strict.status == 69)
    #expect(strict.output.contains("couldn't load the country data"))
    #expect(lenient.status == 0)
    #expect(lenient.output.contains("Lima"))
    #expect(asked?.status == 503)
    #expect(asked?.body.contains(#""retryable":true"#) == true)
  }

  @Test func controlCharactersFromTheSource_neverReachTheTerminal() async throws {
    let server = try v31Server(
      healthy: Health(true), capitalOfFrance: "Paris\u{1B}]0;PWNED\u{7}\u{1B}[2J")
    defer { server.stop() }

    let text = try runQuiz(["capital of france"], environment: liveEnvironment(server))
    let json = try runQuiz(["--json", "capital of france"], environment: liveEnvironment(server))

    #expect(text.output == "The capital of France is Paris.\n")
    #expect(!json.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!json.output.contains("PWNED") || json.output.contains("\\u001b"))
  }

  // MARK: - Helpers

  /// A self-hosted v3.1 server with the bundled data; fails with 500 while `healthy` says so.
  private func v31Server(healthy: Health, delay: Double = 0, capitalOfFrance: String? = nil) throws
    -> LoopbackHTTPServer
  {
    let countries = try BundledSnapshot.dataset.get().countries
    return try LoopbackHTTPServer { request in
      guard healthy.isHealthy else { return .respond(status: 500, body: Data("{}".utf8)) }
      var body = V31Replies.body(for: countries, fields: V31Replies.fields(in: request.query))
      if let capitalOfFrance {
        let escaped = String(
          decoding: (try? JSONSerialization.data(withJSONObject: [capitalOfFrance])) ?? Data(),
          as: UTF8.self
        ).dropFirst().dropLast()
        body = Data(
          String(decoding: body, as: UTF8.self).replacingOccurrences(
            of: #"["Paris"]"#, with: "[\(escaped)]"
          ).utf8)
      }
      return delay > 0 ? .delay(seconds: delay, then: body) : .respond(status: 200, body: body)
    }
  }

  private func liveEnvironment(_ server: LoopbackHTTPServer) -> [String: String] {
    [
      "RESTCOUNTRIES_V31_URL": server.baseURL.absoluteString, "COUNTRY_QUIZ_TIMEOUT": "5",
      "XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent(
        "quizd-hardening-\(UUID().uuidString)"
      ).path,
    ]
  }

  private static func counter(_ name: String, in metrics: String) -> Int {
    let line = metrics.split(separator: "\n").first { $0.hasPrefix(name + " ") } ?? ""
    return Int(line.split(separator: " ").last ?? "") ?? -1
  }

  /// Sends `bytes` over and over without reading for `duration`; returns the peak of `measure()` and
  /// how many bytes the server took.
  private static func flood(
    _ descriptor: Int32, with bytes: [UInt8], for duration: Duration, measure: () -> Int
  ) -> (peak: Int, sent: Int) {
    let deadline = ContinuousClock.now + duration
    var peak = 0
    var sent = 0
    var offset = 0
    var lastMeasure = ContinuousClock.now
    while ContinuousClock.now < deadline {
      let count = bytes.withUnsafeBytes {
        send(
          descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset,
          Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
      }
      if count > 0 {
        sent += count
        offset = (offset + count) % bytes.count
      } else if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK {
        break
      } else {
        usleep(20_000)
      }
      if ContinuousClock.now - lastMeasure > .milliseconds(100) {
        lastMeasure = ContinuousClock.now
        peak = max(peak, measure())
      }
    }
    return (max(peak, measure()), sent)
  }
}

/// Runs the `quiz` built next to this test bundle, with no standard input.
func runQuiz(_ arguments: [String], environment: [String: String]) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = productsDirectory().appendingPathComponent("quiz")
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
