import Domain

/// The terminal's holder of a conversation: it keeps the `Conversation` value and the transcript, and
/// lets the one `ConversationEngine` step them line by line. Terminal, web and app shells share the engine.
public actor ChatSession {
  private let engine: ConversationEngine
  public private(set) var transcript: [Reply] = []
  public private(set) var conversation = Conversation()
  /// The question kept for `retry` after a reply that offered one.
  public var pendingRetry: String? { conversation.retry }

  public init(answerer: QuizAnswerer) {
    self.engine = ConversationEngine(answerer: answerer)
  }

  /// Handles one line: a command or a question.
  public func send(_ line: String) async -> ChatEvent {
    let (event, next) = await engine.send(line, in: conversation)
    conversation = next
    switch event {
    case .reply(let reply): transcript.append(reply)
    case .clear: transcript.removeAll()
    default: break
    }
    return event
  }

  /// Answers one line as a question of the conversation (never a command) and records it.
  /// `refreshing` asks the live source again, as a retry does.
  public func ask(_ question: String, refreshing: Bool = false) async -> Reply {
    let (reply, next) = await engine.ask(question, in: conversation, refreshing: refreshing)
    conversation = next
    transcript.append(reply)
    return reply
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
