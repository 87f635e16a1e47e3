import CommandLineFlags
import Composition
import Domain
import FetchHelper
import Presentation

/// `quiz`: one-shot, batch or interactive, chosen from the arguments and whether stdin is a terminal.
public struct QuizCommand {
  private let streams: StandardStreams
  private let environment: [String: String]

  public init(environment: [String: String], streams: StandardStreams = StandardStreams()) {
    self.environment = environment
    self.streams = streams
  }

  public func run(arguments: [String]) async -> Int32 {
    let status = await answer(arguments: arguments)
    if let error = streams.outputError {
      streams.writeError("quiz: could not write the answer: \(StandardStreams.describe(error))\n")
      return ExitStatus.writeFailed
    }
    return status
  }

  private func answer(arguments: [String]) async -> Int32 {
    let options: CommandLineOptions
    switch CommandLineOptions.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      streams.writeError("quiz: \(error.message)\n")
      return ExitStatus.usage
    }
    if options.showsHelp {
      streams.write(CommandLineOptions.usage + "\n")
      return ExitStatus.answered
    }
    if let document = options.generatedDocument {
      streams.write(CommandLineOptions.interface.text(of: document))
      return ExitStatus.answered
    }
    let configuration: QuizConfiguration
    do {
      configuration = try QuizConfiguration(
        environment: environment, isOffline: options.isOffline,
        forcesRefresh: options.forcesRefresh, allowsFallback: !options.disablesFallback)
    } catch {
      streams.writeError("quiz: \(error.message)\n")
      return ExitStatus.usage
    }
    if let problem = TerminalWhereabouts.problem(environment: environment) {
      streams.writeError("quiz: \(problem)\n")
      return ExitStatus.usage
    }
    let streams = self.streams
    let helper = ProcessHTTPClient.helperURL(
      environment: environment, executablePath: ProcessEnvironment.executablePath)
    let isChat =
      options.question == nil && !options.servesMCP && streams.inputIsTerminal
      && !options.writesJSON
    // A dumb terminal understands no escape sequence: no colour, spinner or line editing.
    let isDumb = environment["TERM"] == "dumb"
    let spinner = Spinner(isEnabled: isChat && streams.errorIsTerminal && !isDumb)
    let answerer = QuizComposer.makeAnswerer(
      configuration: configuration,
      transport: {
        SpinningHTTPClient(base: ProcessHTTPClient(helper: helper, timeout: $0), spinner: spinner)
      },
      warn: { streams.writeError("quiz: warning: \(DisplayText.sanitized($0, maxLength: 300))\n") })
    if options.servesMCP {
      return await MCPServer(
        engine: QuizComposer.makeEngine(answerer: answerer), answerer: answerer
      ).run(streams: streams)
    }
    if options.showsVersion {
      streams.write(await versionText(answerer, configuration: configuration) + "\n")
      return ExitStatus.answered
    }
    var style = ReplyStyle(
      usesColor: streams.outputIsTerminal && !options.disablesColor
        && environment["NO_COLOR"] == nil && !isDumb,
      writesJSON: options.writesJSON)
    if streams.outputIsTerminal { style.columns = { TerminalSize.columns() } }
    let language = UserLanguage.of(environment: environment)
    style.language = language
    let profiles = ProfileStore(environment: environment, streams: streams)
    // Looked up only when a question needs it: reading the time zone files costs every run 0.7 ms.
    let whereabouts = Whereabouts(lookingUp: { [environment] in
      TerminalWhereabouts.resolve(environment: environment)
    })
    if let question = options.question {
      style.mode = .oneShot
      let (reply, next) = await QuizComposer.makeEngine(answerer: answerer).ask(
        question, in: Conversation(language: language, profile: profiles.profile),
        whereabouts: whereabouts)
      guard profiles.keep(next.profile) else {
        streams.writeError("quiz: \(profiles.notSavedMessage)\n")
        return ExitStatus.writeFailed
      }
      streams.write(style.render(reply))
      return ExitStatus.forOneShot(reply)
    }
    if isChat {
      style.mode = .chat
      return await InteractiveChat(
        session: ChatSession(
          engine: QuizComposer.makeEngine(answerer: answerer), language: language,
          profile: profiles.profile,
          whereabouts: whereabouts),
        streams: streams, style: style, history: HistoryFile(environment: environment),
        profiles: profiles, language: language,
        allowsEditing: streams.outputIsTerminal && !isDumb
      ).run()
    }
    return await answerEachLine(
      answerer, style: style, profiles: profiles, whereabouts: whereabouts)
  }

  /// Batch runs are one conversation: each line may follow up on the ones before it.
  private func answerEachLine(
    _ answerer: QuizAnswerer, style: ReplyStyle, profiles: ProfileStore, whereabouts: Whereabouts
  ) async -> Int32 {
    var status = ExitStatus.answered
    let engine = QuizComposer.makeEngine(answerer: answerer)
    var conversation = Conversation(language: style.language, profile: profiles.profile)
    while streams.outputError == nil, let input = streams.readLine() {
      guard case .text(let line) = input else {
        if case .tooLong(let start) = input {
          streams.write(style.render(InputLine.tooLongReply(start: start, in: style.language)))
        }
        continue
      }
      var reply: Reply
      (reply, conversation) = await engine.ask(line, in: conversation, whereabouts: whereabouts)
      // A failed save (74) outranks data that could not be had (69): neither hides the other's cause
      // once set, and 74 is never downgraded.
      if reply.outcome == .unavailable, status != ExitStatus.writeFailed {
        status = ExitStatus.unavailable
      }
      if !profiles.keep(conversation.profile) {
        reply = profiles.notSaved(reply)
        conversation.profile = profiles.profile
        status = ExitStatus.writeFailed
      }
      streams.write(style.render(reply))
    }
    return status
  }

  private func versionText(_ answerer: QuizAnswerer, configuration: QuizConfiguration) async
    -> String
  {
    let data: String
    do {
      // The bundled snapshot's header says where it came from: no record is decoded.
      if let bundled = QuizComposer.bundledProvenance(configuration: configuration) {
        data = DataNotice.describe(bundled)
      } else {
        data = DataNotice.describe(try await answerer.provenance())
      }
    } catch {
      data = "unavailable"
    }
    return "quiz \(AppInfo.version)\ndata: \(data)\n\(AppInfo.credits)\n\(Correction.inForceText)"
  }
}
