import Domain

/// The platform-neutral chat: turns each line a person sends into what the shell should show,
/// and remembers the question to ask again after a failure. Terminal, web and app shells drive it.
public actor ChatSession {
  private let answerer: QuizAnswerer
  public private(set) var transcript: [Reply] = []
  /// The question kept for `retry` after a reply that offered one.
  public private(set) var pendingRetry: String?

  public init(answerer: QuizAnswerer) {
    self.answerer = answerer
  }

  /// Handles one line: a command or a question.
  public func send(_ line: String) async -> ChatEvent {
    let trimmed = line.trimmingWhitespace()
    switch ChatCommand(trimmed, canRetry: pendingRetry != nil) {
    case .ask: return .reply(await ask(trimmed))
    case .retry:
      guard let question = pendingRetry else { return .notice("There is nothing to retry.") }
      return .reply(await ask(question, refreshing: true))
    case .help: return .help(ChatCommand.helpText)
    case .about: return .about(await about())
    case .clear:
      transcript.removeAll()
      return .clear
    case .quit: return .quit
    case .unknownCommand:
      return .help(
        "Unknown command \"\(DisplayText.sanitized(trimmed))\".\n" + ChatCommand.helpText)
    case .empty: return .nothing
    }
  }

  /// Answers one question and records it, keeping it for retry when the reply offers one.
  /// `refreshing` asks the live source again, as a retry does.
  public func ask(_ question: String, refreshing: Bool = false) async -> Reply {
    let reply = await ReplyPresenter.reply(
      to: question, using: answerer, refreshing: refreshing)
    pendingRetry = reply.isRetryable ? question : nil
    transcript.append(reply)
    return reply
  }

  private func about() async -> String {
    let data: String
    do {
      data = DataNotice.describe(try await answerer.provenance())
    } catch {
      data = "no data loaded yet"
    }
    return "Country Quiz \(AppInfo.version). Data: \(data). \(AppInfo.credits)"
  }
}

/// What a shell should do after a line was sent.
public enum ChatEvent: Sendable, Equatable {
  case reply(Reply)
  case help(String)
  case about(String)
  case notice(String)
  case clear
  case quit
  case nothing
}

extension String {
  func trimmingWhitespace() -> String {
    String(self.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
