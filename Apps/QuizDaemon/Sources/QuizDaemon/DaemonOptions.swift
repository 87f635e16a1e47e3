import Composition

/// `quizd`'s flags and environment. Parsed by hand like `quiz`'s: this small type is where an argument
/// parser would go.
public struct DaemonOptions: Equatable, Sendable {
  public var host = "127.0.0.1"
  public var port = 8080
  public var logsQuestions = false
  public var corsOrigin: String?
  public var token: String?
  public var maximumConnections = 2048
  public var readTimeout = 10.0
  /// A retry within this many seconds of the last fetch reuses its result: a crowd pressing Retry at
  /// once costs the source one request.
  public var refreshInterval = 30.0
  /// Recent lines whose readings are kept (`MemoizingQuestionInterpreter`): popular questions come
  /// back from many people. 4,096 readings of lines up to 200 bytes take a few megabytes at most;
  /// 0 reads every line afresh.
  public var rememberedLines = 4096
  public var isOffline = false
  public var disablesFallback = false
  public var showsHelp = false
  public var showsVersion = false

  public init() {}

  public struct UsageError: Error, Equatable, Sendable {
    public let message: String
  }

  /// Flags win over the environment (`QUIZD_HOST`, `QUIZD_PORT`, `QUIZD_TOKEN`, `QUIZD_CORS_ORIGIN`).
  public static func parse(_ arguments: [String], environment: [String: String]) -> Result<
    DaemonOptions, UsageError
  > {
    var options = DaemonOptions()
    let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
    options.host = value("QUIZD_HOST") ?? options.host
    options.token = value("QUIZD_TOKEN")
    options.corsOrigin = value("QUIZD_CORS_ORIGIN")
    if let port = value("QUIZD_PORT") {
      guard let number = Int(port), (0...65535).contains(number) else {
        return .failure(UsageError(message: "QUIZD_PORT must be a port number, not '\(port)'"))
      }
      options.port = number
    }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inline) = split(argument)
      func operand() -> String? { inline ?? remaining.popFirst() }
      switch name {
      case "--help", "-h": options.showsHelp = true
      case "--version", "-V": options.showsVersion = true
      case "--log-questions": options.logsQuestions = true
      case "--offline": options.isOffline = true
      case "--no-fallback": options.disablesFallback = true
      case "--host":
        guard let host = operand(), !host.isEmpty else { return missing(name) }
        options.host = host
      case "--cors-origin":
        guard let origin = operand(), !origin.isEmpty else { return missing(name) }
        options.corsOrigin = origin
      case "--port", "-p":
        guard let text = operand() else { return missing(name) }
        guard let port = Int(text), (0...65535).contains(port) else {
          return .failure(
            UsageError(message: "--port takes a number from 0 to 65535, not '\(text)'"))
        }
        options.port = port
      case "--max-connections":
        guard let text = operand() else { return missing(name) }
        guard let count = Int(text), (1...1_000_000).contains(count) else {
          return .failure(
            UsageError(message: "--max-connections takes a number from 1 to 1000000, not '\(text)'")
          )
        }
        options.maximumConnections = count
      case "--remember":
        guard let text = operand() else { return missing(name) }
        guard let count = Int(text), (0...1_000_000).contains(count) else {
          return .failure(
            UsageError(message: "--remember takes a number from 0 to 1000000, not '\(text)'"))
        }
        options.rememberedLines = count
      case "--refresh-interval":
        guard let text = operand() else { return missing(name) }
        do {
          options.refreshInterval = try QuizConfiguration.number(
            text, setting: "--refresh-interval", in: 0...86400, unit: "seconds")
        } catch {
          return .failure(UsageError(message: error.message))
        }
      case "--read-timeout":
        guard let text = operand() else { return missing(name) }
        do {
          options.readTimeout = try QuizConfiguration.number(
            text, setting: "--read-timeout", in: 0.1...3600, unit: "seconds")
        } catch {
          return .failure(UsageError(message: error.message))
        }
      default:
        return .failure(UsageError(message: "unknown option '\(argument)' (see quizd --help)"))
      }
    }
    return .success(options)
  }

  /// Whether the address is reachable only from this machine.
  public var isLoopback: Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func missing(_ flag: String) -> Result<DaemonOptions, UsageError> {
    .failure(UsageError(message: "\(flag) needs a valid value (see quizd --help)"))
  }

  static let usage = """
    Usage: quizd [options]

    The Country Quiz daemon: an HTTP JSON API (POST /v1/ask) and a web chat page at /.

    Options:
      --host ADDRESS         address to listen on (default 127.0.0.1; QUIZD_HOST)
      --port N               port (default 8080; 0 picks a free one and prints it; QUIZD_PORT)
      --log-questions        include question text in the request log
      --cors-origin ORIGIN   allow this browser origin to call the API (QUIZD_CORS_ORIGIN)
      --max-connections N    open connections at once (default 2048); when full, the least recently
                             active idle one makes room; with none idle, more get 503
      --read-timeout S       seconds a request may take to arrive, the first from the connection's
                             start (default 10); slower gets 408
      --refresh-interval S   a retry within S seconds of the last fetch reuses its result (default 30)
      --remember N           keep the readings of the last N distinct lines (default 4096; 0: none)
      --offline              answer from the bundled snapshot only
      --no-fallback          when the live source fails, answer 503 instead of older data
      --version, --help

    Environment: QUIZD_TOKEN requires "Authorization: Bearer <token>" on /v1/ask. The data source is set as
    for quiz: RESTCOUNTRIES_API_KEY, RESTCOUNTRIES_V5_URL, RESTCOUNTRIES_V31_URL, XDG_CACHE_HOME,
    COUNTRY_QUIZ_CACHE_HOURS, COUNTRY_QUIZ_TIMEOUT. SIGTERM or SIGINT stops it gracefully.
    """
}
