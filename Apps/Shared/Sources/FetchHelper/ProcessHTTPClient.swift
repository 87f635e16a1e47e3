import CountriesAPI
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `HTTPClient` that runs the `quiz-fetch` helper for each request. `quiz` then starts without
/// FoundationNetworking and libcurl's chain of shared libraries (7 ms of every start), and pays
/// for them only on the rare refresh.
///
/// The helper is started with `posix_spawn` and waited for with blocking calls (`poll`, `waitpid`), not
/// Foundation's `Process`: under concurrent launches `Process.run()` crashed the daemon (SIGSEGV, SIGILL,
/// a fatal EINTR in `readDataToEndOfFile`), and `waitUntilExit` polls a run loop while it waits.
public struct ProcessHTTPClient: HTTPClient {
  private let helper: URL
  private let timeout: TimeInterval

  public init(helper: URL, timeout: TimeInterval) {
    self.helper = helper
    self.timeout = timeout
  }

  /// `quiz-fetch` next to the running executable (or `COUNTRY_QUIZ_FETCH`); the caller reads the
  /// executable's path (`ProcessEnvironment.executablePath`), so this target needs no other app code.
  public static func helperURL(environment: [String: String], executablePath: String) -> URL {
    if let path = environment["COUNTRY_QUIZ_FETCH"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let executable = URL(fileURLWithPath: executablePath)
    return executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(
      "quiz-fetch")
  }

  /// What a person is told when the helper is not there: it is a build problem, not a network one.
  public static func missingHelperMessage(_ helper: URL) -> String {
    "the fetch helper \(helper.path) is missing or not executable; build it with `make release` "
      + "(it belongs beside quiz) or set COUNTRY_QUIZ_FETCH to its path"
  }

  /// What a person is told when the helper runs but cannot load libcurl.
  public static func missingLibcurlMessage(_ helper: URL) -> String {
    "the fetch helper \(helper.path) cannot load libcurl.so.4; install libcurl 4 "
      + "(e.g. `apt-get install libcurl4`)"
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard access(helper.path, X_OK) == 0 else {
      throw HTTPClientError.unavailable(Self.missingHelperMessage(helper))
    }
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
    // Socket pairs, not pipes: they are created close-on-exec atomically (glibc's pipe2 is not visible to
    // Swift), so a helper started by another thread never inherits them; and `send` with MSG_NOSIGNAL
    // cannot raise SIGPIPE here if the helper has already exited.
    var input: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, kind, 0, &input) == 0 else {
      throw HTTPClientError.failed("could not start the fetch helper (no descriptors)")
    }
    guard socketpair(AF_UNIX, kind, 0, &output) == 0 else {
      close(input[0])
      close(input[1])
      throw HTTPClientError.failed("could not start the fetch helper (no descriptors)")
    }
    defer {
      close(input[1])
      close(output[0])
    }
    guard let pid = spawn(helper, timeout: timeout, stdin: input[0], stdout: output[1]) else {
      close(input[0])
      close(output[1])
      throw HTTPClientError.unavailable(missingHelperMessage(helper))
    }
    close(input[0])
    close(output[1])
    let message = [UInt8](FetchExchange.encode(request))
    _ = message.withUnsafeBytes {
      Glibc.send(input[1], $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
    shutdown(input[1], Int32(SHUT_WR))
    // The helper keeps its own time limit; this one only ends a helper that hangs past it.
    let deadline = Date().addingTimeInterval(timeout + 5)
    let data = readAll(output[0], until: deadline)
    if data == nil { kill(pid, SIGKILL) }
    let status = waitForExit(pid, until: deadline)
    guard let data, let status else { throw HTTPClientError.timedOut }
    guard status == 0 else { throw error(forExitStatus: status, of: helper) }
    guard let response = FetchExchange.decodeResponse(Data(data)) else {
      throw HTTPClientError.failed("unreadable helper output")
    }
    return response
  }

  /// Why the helper gave no response, from its exit status (see `FetchExchange`).
  static func error(forExitStatus status: Int32, of helper: URL) -> HTTPClientError {
    switch status {
    case FetchExchange.timedOutStatus: .timedOut
    case FetchExchange.noConnectionStatus: .noConnection
    case FetchExchange.unavailableStatus: .unavailable(missingLibcurlMessage(helper))
    default: .failed("the fetch helper failed (status \(status))")
    }
  }

  private static func spawn(_ helper: URL, timeout: TimeInterval, stdin: Int32, stdout: Int32)
    -> pid_t?
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [helper.path, "--timeout", String(timeout)]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, helper.path, &actions, nil, &argv, environ) == 0 else { return nil }
    return pid
  }

  /// Everything the helper writes, or nil when `deadline` passes first. `poll` blocks: no busy wait.
  private static func readAll(_ descriptor: Int32, until deadline: Date) -> [UInt8]? {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return nil }
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let polled = poll(&ready, 1, Int32(min(remaining * 1000, 60_000)) + 1)
      if polled < 0 && errno == EINTR { continue }
      guard polled > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        data += buffer[0..<count]
      } else if count == 0 {
        return data
      } else if errno != EINTR && errno != EAGAIN {
        return data
      }
    }
  }

  /// The helper's exit status, or nil if a signal ended it. The helper exits as soon as it has written its
  /// answer, so a short poll finds it; one still running at `deadline` (it closed its output and hung) is
  /// killed, since a load waiting on it would hold up every other.
  private static func waitForExit(_ pid: pid_t, until deadline: Date) -> Int32? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { break }
      if result < 0 && errno == EINTR { continue }
      if result < 0 { return nil }
      guard Date() < deadline else {
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return nil
      }
      usleep(2_000)
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
  }
}
