import CommandLineFlags
import Composition

/// `quizd`'s flags and environment. Each flag is declared once, in `flags`, with the variable that
/// also sets it; parsing, `--help`, the manual page and the completion scripts are derived from it.
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
  /// `--generate-manual` or `--generate-completion-script SHELL`: print it and exit.
  public var generatedDocument: GeneratedDocument?

  public init() {}

  public typealias UsageError = CommandLineUsageError

  /// Flags win over the environment. `QUIZD_TOKEN` has no flag: a process list would show it.
  public static func parse(_ arguments: [String], environment: [String: String]) -> Result<
    DaemonOptions, UsageError
  > {
    var options = DaemonOptions()
    options.token = environment["QUIZD_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    return interface.parse(arguments, into: options, environment: environment).map { $0.options }
  }

  /// Whether the address is reachable only from this machine.
  public var isLoopback: Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  static let interface = makeInterface(flags: flags)

  static var usage: String { interface.usage }

  /// `quizd`'s command line with these flags: tests add one to see it reach every derived text.
  static func makeInterface(flags: [CommandLineFlag<Self>]) -> CommandLineInterface<Self> {
    CommandLineInterface(
      program: "quizd", synopsis: "[options]", summary: "the Country Quiz HTTP daemon",
      description:
        "The Country Quiz daemon: an HTTP JSON API (POST /v1/ask) and a web chat page at /.",
      flags: flags,
      notes: """
        Environment: QUIZD_TOKEN requires "Authorization: Bearer <token>" on /v1/ask. The data source is set as
        for quiz: RESTCOUNTRIES_API_KEY, RESTCOUNTRIES_V5_URL, RESTCOUNTRIES_V31_URL, XDG_CACHE_HOME,
        COUNTRY_QUIZ_CACHE_HOURS, COUNTRY_QUIZ_TIMEOUT. SIGTERM or SIGINT stops it gracefully.
        """, manualSection: .systemAdministration)
  }
}
