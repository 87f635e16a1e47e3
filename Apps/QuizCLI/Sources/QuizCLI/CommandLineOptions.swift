import Domain
import Presentation

/// The flags and words `quiz` was started with. Parsed by hand: the toolchain has no argument parser,
/// and this small type is the one place to swap one in.
public struct CommandLineOptions: Equatable, Sendable {
  public var showsHelp = false
  public var showsVersion = false
  public var isOffline = false
  public var forcesRefresh = false
  public var writesJSON = false
  public var disablesColor = false
  /// Show only the error and the retry when the live source fails, never older data.
  public var disablesFallback = false
  /// Words after the flags, joined: a one-shot question.
  public var question: String?

  public init() {}

  /// Why the arguments could not be understood, with a hint.
  public struct UsageError: Error, Equatable, Sendable {
    public let message: String
  }

  static let flags: [(names: [String], apply: @Sendable (inout CommandLineOptions) -> Void)] = [
    (["--help", "-h"], { $0.showsHelp = true }),
    (["--version", "-V"], { $0.showsVersion = true }),
    (["--offline"], { $0.isOffline = true }),
    (["--refresh"], { $0.forcesRefresh = true }),
    (["--json"], { $0.writesJSON = true }),
    (["--no-color", "--no-colour"], { $0.disablesColor = true }),
    (["--no-fallback"], { $0.disablesFallback = true }),
  ]

  /// Parses arguments without the program name. `--` ends the flags.
  public static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
    var options = CommandLineOptions()
    var words: [String] = []
    var flagsEnded = false
    for argument in arguments {
      if flagsEnded || !argument.hasPrefix("-") || argument == "-" {
        words.append(argument)
      } else if argument == "--" {
        flagsEnded = true
      } else if let flag = flags.first(where: { $0.names.contains(argument) }) {
        flag.apply(&options)
      } else {
        return .failure(UsageError(message: unknownFlagMessage(argument)))
      }
    }
    // Any word makes a one-shot question, an empty one included: `quiz ""` answers like `quiz "  "`
    // rather than waiting for standard input.
    options.question = words.isEmpty ? nil : words.joined(separator: " ")
    if let question = options.question, LineLimit.isExceeded(by: question) {
      return .failure(
        UsageError(
          message:
            "the question is longer than \(LineLimit.charactersText) characters; ask it in fewer words"
        ))
    }
    return .success(options)
  }

  static let usage = """
    Usage: quiz [options] [question]

    Ask about \(Capability.summary).
    With a question, quiz answers it and exits. Without one it starts a chat on a terminal, or answers
    each line of standard input.

    Options:
      --offline       answer from the bundled snapshot; never use the network
      --refresh       fetch fresh data from the configured source before answering
      --no-fallback   when the live source fails, show the error and offer retry, never older data
      --json          write one JSON object per answer (JSON Lines)
      --no-color      plain output (also when NO_COLOR is set)
      --version       print the version and the data source
      --help          print this help

    Data source (environment):
      RESTCOUNTRIES_API_KEY     use the hosted REST Countries v5 API with this key
      RESTCOUNTRIES_V5_URL      its base URL (default https://api.restcountries.com/countries/v5)
      RESTCOUNTRIES_V31_URL     use a self-hosted REST Countries v3.1 server at this URL
      (neither set)             use the bundled snapshot (REST Countries v3.1 data, 2026-06-16)
      XDG_CACHE_HOME            cache folder (default ~/.cache); data lives in country-quiz/ inside it
      COUNTRY_QUIZ_CACHE_HOURS  how long fetched data is reused (default 24)
      COUNTRY_QUIZ_TIMEOUT      seconds to wait for the live source (default 10)

    Language (environment): LC_ALL, then LC_MESSAGES, then LANG chooses the chat's language (banner,
    help, commands, errors): fr, es, de, pt or it, otherwise English. A question is answered in the
    language it is asked in.

    Where you are (environment), for "countries near me": COUNTRY_QUIZ_LOCATION as "lat,lon" or a
    country's name or code, otherwise the country of the time zone (TZ, or /etc/localtime).

    Exit status: 0 answered, 1 not found or not understood (one-shot), 2 usage error, 69 data unavailable,
    74 the answer, or the favourites and scores it changed, could not be written.
    """

  private static func unknownFlagMessage(_ argument: String) -> String {
    let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    let known = flags.flatMap(\.names).filter { $0.hasPrefix("--") }
    let closest = known.min { distance($0, name) < distance($1, name) }
    var message = "unknown option '\(name)'"
    if let closest, distance(closest, name) <= 3 { message += "; did you mean '\(closest)'?" }
    return message + " (see quiz --help)"
  }

  private static func distance(_ a: String, _ b: String) -> Int {
    let lhs = Array(a.utf8.prefix(64))
    let rhs = Array(b.utf8.prefix(64))
    var row = Array(0...rhs.count)
    for (i, x) in lhs.enumerated() {
      var previous = row[0]
      row[0] = i + 1
      for (j, y) in rhs.enumerated() {
        let current = row[j + 1]
        row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (x == y ? 0 : 1))
        previous = current
      }
    }
    return row[rhs.count]
  }
}
