import CountriesAPI
import Foundation

/// `HTTPClient` that runs the `quiz-fetch` helper for each request. `quiz` then starts without
/// FoundationNetworking and libcurl's chain of shared libraries (7 ms of every start), and pays
/// for them only on the rare refresh.
public struct ProcessHTTPClient: HTTPClient {
  private let helper: URL
  private let timeout: TimeInterval

  public init(helper: URL, timeout: TimeInterval) {
    self.helper = helper
    self.timeout = timeout
  }

  /// `quiz-fetch` next to the running executable (or `COUNTRY_QUIZ_FETCH`).
  public static func helperURL(environment: [String: String]) -> URL {
    if let path = environment["COUNTRY_QUIZ_FETCH"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let executable = URL(fileURLWithPath: ProcessEnvironment.executablePath)
    return executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "quiz-fetch")
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let helper = helper
    let timeout = timeout
    return try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(with: Result { try Self.run(helper, request, timeout: timeout) })
      }.start()
    }
  }

  private static func run(_ helper: URL, _ request: HTTPRequest, timeout: TimeInterval) throws
    -> HTTPResponse
  {
    let process = Process()
    process.executableURL = helper
    process.arguments = ["--timeout", String(timeout)]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw HTTPClientError.failed(
        "the fetch helper \(helper.lastPathComponent) could not be started")
    }
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 5, execute: watchdog)
    defer { watchdog.cancel() }
    try? input.fileHandleForWriting.write(contentsOf: FetchExchange.encode(request))
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0:
      guard let response = FetchExchange.decodeResponse(data) else {
        throw HTTPClientError.failed("unreadable helper output")
      }
      return response
    case FetchExchange.timedOutStatus: throw HTTPClientError.timedOut
    case FetchExchange.noConnectionStatus: throw HTTPClientError.noConnection
    default:
      if process.terminationReason == .uncaughtSignal { throw HTTPClientError.timedOut }
      throw HTTPClientError.failed("the fetch helper failed")
    }
  }
}
