import CommandLineFlags
import Composition
import Domain
import FetchHelper
import Presentation

/// `quiz`: one-shot, batch or interactive, chosen from the arguments and whether stdin is a terminal.
public struct QuizCommand {
  let streams: StandardStreams
  private let environment: [String: String]

  public init(environment: [String: String], streams: StandardStreams = StandardStreams()) {
    self.environment = environment
    self.streams = streams
  }

  /// How a run begins: finished already (a usage error, help, `--version`, a one-shot or a batch
  /// whose data is at hand), or waiting on data or input (live data, a chat, MCP), to go on as a task.
  public enum Start {
    /// Exit with the status. `kept` is what the run built (the data and its reader), for the caller
    /// to hold until the process exits: freeing it object by object would only delay the exit
    /// (0.7 M instructions of a one-shot).
    case finished(Int32, kept: Any? = nil)
    case waiting(Waiting)
  }

  /// A run that waits on data or input: `run()` goes on with it.
  public struct Waiting {
    let command: QuizCommand
    let session: Session

    public func run() async -> Int32 { command.checked(await command.answer(session)) }
  }

  public func run(arguments: [String]) async -> Int32 {
    switch start(arguments: arguments) {
    case .finished(let status, _): status
    case .waiting(let waiting): await waiting.run()
    }
  }

  /// Begins a run without waiting. A one-shot or a batch over the snapshot compiled into the binary
  /// answers here, on the caller's thread, and starts no task: creating a worker thread, and
  /// growing the heap of its own that glibc gives it, were 6 % of a one-shot's samples in `perf`.
  public func start(arguments: [String]) -> Start {
    switch prepare(arguments: arguments) {
    case .finished(let status): return .finished(checked(status))
    case .ready(let session):
      if let status = answerAtHand(session) { return .finished(checked(status), kept: session) }
      return .waiting(Waiting(command: self, session: session))
    }
  }

  /// `status`, unless the answer could not be written.
  private func checked(_ status: Int32) -> Int32 {
    if let error = streams.outputError {
      streams.writeError("quiz: could not write the answer: \(StandardStreams.describe(error))\n")
      return ExitStatus.writeFailed
    }
    return status
  }

  /// What a run needs once its arguments are read.
  struct Session {
    let options: CommandLineOptions
    let configuration: QuizConfiguration
    let answerer: QuizAnswerer
    let style: ReplyStyle
    /// Read on first use: `--version` and MCP never decode the profile's JSON.
    let readProfiles: Deferred<ProfileStore>
    let whereabouts: Whereabouts
    let isChat: Bool

    var profiles: ProfileStore { readProfiles.value }
  }

  private enum Prepared {
    case finished(Int32)
    case ready(Session)
  }

  private func prepare(arguments: [String]) -> Prepared {
    let options: CommandLineOptions
    switch CommandLineOptions.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      streams.writeError("quiz: \(error.message)\n")
      return .finished(ExitStatus.usage)
    }
    if options.showsHelp {
      streams.write(CommandLineOptions.usage + "\n")
      return .finished(ExitStatus.answered)
    }
    if let document = options.generatedDocument {
      streams.write(CommandLineOptions.interface.text(of: document))
      return .finished(ExitStatus.answered)
    }
    let configuration: QuizConfiguration
    do {
      configuration = try QuizConfiguration(
        environment: environment, isOffline: options.isOffline,
        forcesRefresh: options.forcesRefresh, allowsFallback: !options.disablesFallback)
    } catch {
      streams.writeError("quiz: \(error.message)\n")
      return .finished(ExitStatus.usage)
    }
    if let problem = TerminalWhereabouts.problem(environment: environment) {
      streams.writeError("quiz: \(problem)\n")
      return .finished(ExitStatus.usage)
    }
    let streams = self.streams
    let isChat =
      options.question == nil && !options.servesMCP && streams.inputIsTerminal
      && !options.writesJSON
    // A dumb terminal understands no escape sequence: no colour, spinner or line editing.
    let isDumb = environment["TERM"] == "dumb"
    let spinner = Spinner(isEnabled: isChat && streams.errorIsTerminal && !isDumb)
    let answerer = QuizComposer.makeAnswerer(
      configuration: configuration,
      // The helper is looked for only when live data is asked for: resolving the executable's
      // links cost every offline run.
      transport: { [environment] timeout in
        let helper = ProcessHTTPClient.helperURL(
          environment: environment, executablePath: ProcessEnvironment.executablePath)
        return SpinningHTTPClient(
          base: ProcessHTTPClient(helper: helper, timeout: timeout), spinner: spinner)
      },
      warn: { streams.writeError("quiz: warning: \(DisplayText.sanitized($0, maxLength: 300))\n") })
    var style = ReplyStyle(
      usesColor: streams.outputIsTerminal && !options.disablesColor
        && environment["NO_COLOR"] == nil && !isDumb,
      writesJSON: options.writesJSON)
    if streams.outputIsTerminal { style.columns = { TerminalSize.columns() } }
    style.language = UserLanguage.of(environment: environment)
    style.mode = options.question != nil ? .oneShot : isChat ? .chat : style.mode
    // Looked up only when a question needs it: reading the time zone files costs every run 0.7 ms.
    let whereabouts = Whereabouts(lookingUp: { [environment] in
      TerminalWhereabouts.resolve(environment: environment)
    })
    return .ready(
      Session(
        options: options, configuration: configuration, answerer: answerer, style: style,
        readProfiles: Deferred { [environment] in
          ProfileStore(environment: environment, streams: streams)
        },
        whereabouts: whereabouts, isChat: isChat))
  }

  /// The run's status when it needs no waiting: `--version` and a one-shot over data at hand;
  /// nil otherwise.
  private func answerAtHand(_ session: Session) -> Int32? {
    let options = session.options
    guard !options.servesMCP else { return nil }
    if options.showsVersion {
      guard let bundled = QuizComposer.bundledProvenance(configuration: session.configuration)
      else { return nil }
      streams.write(versionText(data: DataNotice.describe(bundled)) + "\n")
      return ExitStatus.answered
    }
    let engine = QuizComposer.makeEngine(answerer: session.answerer)
    guard let question = options.question else {
      // A batch over data at hand: every line is answered without waiting.
      guard !session.isChat, session.answerer.atHand() != nil else { return nil }
      return answerEachLine(session) { line, conversation in
        engine.askAtHand(line, in: conversation, whereabouts: session.whereabouts)
          ?? Self.unavailable(line, conversation, engine)
      }
    }
    guard
      let (reply, next) = engine.askAtHand(
        question, in: oneShotConversation(session), whereabouts: session.whereabouts)
    else { return nil }
    return oneShot(reply, next, session)
  }

  /// The turn of a line whose data was at hand a moment ago and no longer is: the snapshot
  /// compiled into the binary is always at hand once decoded, so this is a safeguard.
  private static func unavailable(
    _ line: String, _ conversation: Conversation, _ engine: ConversationEngine
  ) -> (Reply, Conversation) {
    let read = engine.reader.read(line, in: conversation.lineContext(commands: false))
    return engine.turn(.failure(.unavailable(.invalidData("the bundled data"))))
      .ask(read, in: conversation)
  }

  private func answer(_ session: Session) async -> Int32 {
    let (options, answerer, style) = (session.options, session.answerer, session.style)
    if options.servesMCP {
      return await MCPServer(
        engine: QuizComposer.makeEngine(answerer: answerer), answerer: answerer
      ).run(streams: streams)
    }
    if options.showsVersion {
      let data: String
      do {
        data = DataNotice.describe(try await answerer.provenance())
      } catch {
        data = "unavailable"
      }
      streams.write(versionText(data: data) + "\n")
      return ExitStatus.answered
    }
    if let question = options.question {
      let (reply, next) = await QuizComposer.makeEngine(answerer: answerer).ask(
        question, in: oneShotConversation(session), whereabouts: session.whereabouts)
      return oneShot(reply, next, session)
    }
    if session.isChat {
      return await InteractiveChat(
        session: ChatSession(
          engine: QuizComposer.makeEngine(answerer: answerer), language: style.language,
          profile: session.profiles.profile,
          whereabouts: session.whereabouts),
        streams: streams, style: style, history: HistoryFile(environment: environment),
        profiles: session.profiles, language: style.language,
        allowsEditing: streams.outputIsTerminal && environment["TERM"] != "dumb"
      ).run()
    }
    let engine = QuizComposer.makeEngine(answerer: answerer)
    return await answerEachLine(session) { line, conversation in
      await engine.ask(line, in: conversation, whereabouts: session.whereabouts)
    }
  }

  private func oneShotConversation(_ session: Session) -> Conversation {
    Conversation(language: session.style.language, profile: session.profiles.profile)
  }

  /// Keeps the profile a one-shot changed and writes its reply.
  private func oneShot(_ reply: Reply, _ next: Conversation, _ session: Session) -> Int32 {
    guard session.profiles.keep(next.profile) else {
      streams.writeError("quiz: \(session.profiles.notSavedMessage)\n")
      return ExitStatus.writeFailed
    }
    streams.write(session.style.render(reply))
    return ExitStatus.forOneShot(reply)
  }

  private func versionText(data: String) -> String {
    "quiz \(AppInfo.version)\ndata: \(data)\n\(AppInfo.credits)\n\(Correction.inForceText)"
  }
}
