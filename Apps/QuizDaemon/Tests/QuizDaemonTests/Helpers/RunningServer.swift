import Domain
import DomainTestSupport
import Foundation
import Interpretation

@testable import QuizDaemon

/// The real server on a free loopback port, serving on its own thread until `stop()`.
final class RunningServer: Sendable {
  let server: EpollServer
  let finished = DispatchSemaphore(value: 0)
  var port: Int { server.port }

  init(
    configure: (inout EpollServer.Configuration) -> Void = { _ in },
    handler: EpollServer.Handler? = nil
  ) throws {
    var configuration = EpollServer.Configuration()
    configuration.port = 0
    configure(&configuration)
    let answerer = QuizAnswerer(loader: CountryLoaderStub.delivering(SampleCountries.all)) {
      RuleBasedQuestionInterpreter(countries: $0)
    }
    let api = QuizAPI(answerer: answerer, metrics: Metrics())
    var immediate: EpollServer.ImmediateHandler = { _ in nil }
    if handler == nil { immediate = { api.respondImmediately(to: $0) } }
    server = try EpollServer(
      configuration: configuration, handler: handler ?? { await api.respond(to: $0) },
      immediate: immediate)
    let server = server
    let finished = finished
    Thread {
      server.run()
      finished.signal()
    }.start()
  }

  /// Stops the server and waits for its loop to end; false if it did not within `timeout`.
  @discardableResult
  func stop(timeout: Double = 6) async -> Bool {
    server.stop()
    let finished = finished
    return await withCheckedContinuation { continuation in
      Thread {
        continuation.resume(returning: finished.wait(timeout: .now() + timeout) == .success)
      }
      .start()
    }
  }

  deinit { server.stop() }
}

/// A request to `/v1/ask` as raw bytes.
func askRequest(_ question: String, extraHeaders: String = "") -> String {
  let body = #"{"question":"\#(question)"}"#
  return
    "POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\(extraHeaders)\r\n\(body)"
}

/// Polls until `condition` holds or `timeout` passes.
func eventually(timeout: Double = 5, _ condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while Date() < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(20))
  }
  return condition()
}
