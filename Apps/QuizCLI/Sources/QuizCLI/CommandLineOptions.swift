import CommandLineFlags
import Domain
import LanguagePacks
import Presentation

/// The flags and words `quiz` was started with. Each flag is declared once, in `flags`; parsing,
/// `--help`, the manual page and the completion scripts are derived from that list.
public struct CommandLineOptions: Equatable, Sendable {
  public var showsHelp = false
  public var showsVersion = false
  public var isOffline = false
  public var forcesRefresh = false
  public var writesJSON = false
  public var disablesColor = false
  /// Show only the error and the retry when the live source fails, never older data.
  public var disablesFallback = false
  /// `--generate-manual` or `--generate-completion-script SHELL`: print it and exit.
  public var generatedDocument: GeneratedDocument?
  /// Words after the flags, joined: a one-shot question.
  public var question: String?
  /// `quiz mcp`: serve the Model Context Protocol on standard input and output.
  public var servesMCP = false

  /// The one word that is a command rather than a question: `quiz mcp`.
  public static let mcpCommand = "mcp"

  public init() {}

  /// Why the arguments could not be understood, with a hint.
  public typealias UsageError = CommandLineUsageError

  static let flags: [CommandLineFlag<Self>] =
    [
      .switch("--offline", help: "answer from the bundled snapshot; never use the network") {
        $0.isOffline = true
      },
      .switch("--refresh", help: "fetch fresh data from the configured source before answering") {
        $0.forcesRefresh = true
      },
      .switch(
        "--no-fallback",
        help: "when the live source fails, show the error and offer retry, never older data"
      ) { $0.disablesFallback = true },
      .switch("--json", help: "write one JSON object per answer (JSON Lines)") {
        $0.writesJSON = true
      },
      .switch(
        "--no-color", aliases: ["--no-colour"], help: "plain output (also when NO_COLOR is set)"
      ) { $0.disablesColor = true },
      .switch(
        "--version", short: "-v", aliases: ["-V"], help: "print the version and the data source"
      ) { $0.showsVersion = true },
      .switch("--help", short: "-h", help: "print this help") { $0.showsHelp = true },
    ] + CommandLineFlag.documentFlags { $0.generatedDocument = $1 }

  static let interface = makeInterface(flags: flags)

  static var usage: String { interface.usage }

  /// Parses arguments without the program name. `--` ends the flags.
  public static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
    let (options, words): (CommandLineOptions, [String])
    switch interface.parse(arguments, into: CommandLineOptions()) {
    case .success(let parsed): (options, words) = parsed
    case .failure(let error): return .failure(error)
    }
    var parsed = options
    if words == [mcpCommand] {
      parsed.servesMCP = true
      return .success(parsed)
    }
    // Any word makes a one-shot question, an empty one included: `quiz ""` answers like `quiz "  "`
    // rather than waiting for standard input.
    parsed.question = words.isEmpty ? nil : words.joined(separator: " ")
    if let question = parsed.question, LineLimit.isExceeded(by: question) {
      return .failure(
        UsageError(
          message:
            "the question is longer than \(LineLimit.charactersText) characters; ask it in fewer words"
        ))
    }
    return .success(parsed)
  }

  /// `quiz`'s command line with these flags: tests add one to see it reach every derived text.
  /// `listing`: the capabilities its description says the quiz answers.
  static func makeInterface(
    flags: [CommandLineFlag<Self>], listing: [Capability] = Capability.all
  ) -> CommandLineInterface<Self> {
    CommandLineInterface(
      program: "quiz", synopsis: "[options] [question]",
      summary: "ask about countries in plain words",
      description: """
        Ask about \(ChatPhrasebook.english.summary(listing: listing)).
        With a question, quiz answers it and exits. Without one it starts a chat on a terminal, or answers
        each line of standard input. `quiz \(mcpCommand)` serves the Model Context Protocol on standard
        input and output, for an assistant: tools ask, country and countries.
        """,
      flags: flags, notes: notes, operand: "question")
  }

  private static let notes = """
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
}
