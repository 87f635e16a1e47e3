import Domain

/// The terminal's holder of a conversation: it keeps the `Conversation` value and the transcript, and
/// lets the one `ConversationEngine` step them line by line. Terminal, web and app shells share the engine.
public actor ChatSession {
  private let engine: ConversationEngine
  /// Where the user is, as the shell found out (a setting, the time zone), with its advice when unknown.
  public let whereabouts: Whereabouts
  public private(set) var transcript: [Reply] = []
  public private(set) var conversation: Conversation
  /// The question kept for `retry` after a reply that offered one.
  public var pendingRetry: String? { conversation.retry }
  /// What the person keeps between chats; the shell saves it when a line changed it.
  public var profile: Profile { conversation.profile }

  /// `language`: the user's (the terminal's locale), for commands, help, notices and errors.
  /// `whereabouts`: where the user is, as the shell found out, with its advice when unknown.
  public init(
    engine: ConversationEngine, language: Language = .english, profile: Profile = Profile(),
    whereabouts: Whereabouts = .unknown
  ) {
    self.engine = engine
    self.conversation = Conversation(language: language, profile: profile)
    self.whereabouts = whereabouts
  }

  /// Handles one line: a command or a question.
  public func send(_ line: String) async -> ChatEvent {
    let (event, next) = await engine.send(line, in: conversation, whereabouts: whereabouts)
    conversation = next
    switch event {
    case .reply(let reply): transcript.append(reply)
    case .clear: transcript.removeAll()
    default: break
    }
    return event
  }

  /// Ends the game whose clock ran out, for the shell's timer: the game's last reply, or nil while time
  /// is left (or no game runs).
  public func expireGame() async -> Reply? {
    guard let (reply, next) = await engine.expire(in: conversation) else { return nil }
    conversation = next
    transcript.append(reply)
    return reply
  }

  /// Puts `profile` back, for the shell when it could not save a line's change: the chat then shows
  /// the profile that is kept, not one that claims a favourite the file does not have.
  public func restoreProfile(_ profile: Profile) {
    conversation.profile = profile
  }

  /// Answers one line as a question of the conversation (never a command) and records it.
  /// `refreshing` asks the live source again, as a retry does.
  public func ask(_ question: String, refreshing: Bool = false) async -> Reply {
    let (reply, next) = await engine.ask(
      question, in: conversation, refreshing: refreshing, whereabouts: whereabouts)
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
