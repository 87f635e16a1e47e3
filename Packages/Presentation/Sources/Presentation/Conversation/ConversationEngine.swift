import Domain

/// The one conversation engine every shell drives: (conversation, line) → (what to show, next
/// conversation). Commands, retry, follow-ups, clarifications and incomplete questions live here.
public struct ConversationEngine: Sendable {
  private let answerer: QuizAnswerer

  public init(answerer: QuizAnswerer) {
    self.answerer = answerer
  }

  /// One line of a chat: a command or a question.
  public func send(_ line: String, in conversation: Conversation) async -> (
    ChatEvent, Conversation
  ) {
    let trimmed = line.trimmingWhitespace()
    switch ChatCommand(trimmed, canRetry: conversation.retry != nil) {
    case .ask:
      let (reply, next) = await ask(trimmed, in: conversation)
      return (.reply(reply), next)
    case .retry:
      guard let question = conversation.retry else {
        return (.notice("There is nothing to retry."), conversation)
      }
      let (reply, next) = await ask(question, in: conversation, refreshing: true)
      return (.reply(reply), next)
    case .about: return (.about(await about()), conversation)
    case let command:
      return Self.event(command, trimmed, conversation)
    }
  }

  /// `send` without suspending: commands, and questions once the data is loaded and fresh; nil when
  /// the caller must await `send` (a retry, `about`, or data to load).
  public func sendIfReady(_ line: String, in conversation: Conversation) -> (
    ChatEvent, Conversation
  )? {
    let trimmed = line.trimmingWhitespace()
    switch ChatCommand(trimmed, canRetry: conversation.retry != nil) {
    case .ask:
      return askIfReady(trimmed, in: conversation).map { (.reply($0.0), $0.1) }
    case .retry, .about: return nil
    case let command: return Self.event(command, trimmed, conversation)
    }
  }

  private static func event(
    _ command: ChatCommand, _ line: String, _ conversation: Conversation
  ) -> (ChatEvent, Conversation) {
    switch command {
    case .help: (.help(ChatCommand.helpText), conversation)
    case .clear: (.clear, Conversation())
    case .quit: (.quit, conversation)
    case .unknownCommand:
      (
        .help("Unknown command \"\(DisplayText.sanitized(line))\".\n" + ChatCommand.helpText),
        conversation
      )
    case .empty, .ask, .retry, .about: (.nothing, conversation)
    }
  }

  /// One question in the conversation (no commands): what batch runs send, line by line.
  public func ask(_ line: String, in conversation: Conversation, refreshing: Bool = false) async
    -> (Reply, Conversation)
  {
    let reading: Reading
    do {
      reading = try await answerer.read(
        line, candidates: conversation.candidates, refreshing: refreshing)
    } catch {
      return finish(line, conversation, failure: error)
    }
    let conversation = conversation.speaking(reading)
    switch FollowUp.resolve(reading, in: conversation) {
    case .ask(let question):
      do {
        return finish(line, conversation, question, try await answerer.answer(question))
      } catch {
        return finish(line, conversation, failure: error)
      }
    case .incomplete(let intent):
      return finish(line, conversation, incomplete: intent)
    case .unrecognized:
      return finish(line, conversation, failure: .unrecognized)
    }
  }

  /// `ask` without suspending, when the data is loaded and fresh; nil when the caller must await `ask`.
  public func askIfReady(_ line: String, in conversation: Conversation) -> (Reply, Conversation)? {
    guard let reading = answerer.readIfReady(line, candidates: conversation.candidates) else {
      return nil
    }
    let conversation = conversation.speaking(reading)
    switch FollowUp.resolve(reading, in: conversation) {
    case .ask(let question):
      switch answerer.answerIfReady(question) {
      case .success(let answer): return finish(line, conversation, question, answer)
      case .failure(let error): return finish(line, conversation, failure: error)
      case nil: return nil
      }
    case .incomplete(let intent):
      return finish(line, conversation, incomplete: intent)
    case .unrecognized:
      return finish(line, conversation, failure: .unrecognized)
    }
  }

  /// The chat's `about` line: version and where the data comes from.
  public func about() async -> String {
    let data: String
    do {
      data = DataNotice.describe(try await answerer.provenance())
    } catch {
      data = "no data loaded yet"
    }
    return "Country Quiz \(AppInfo.version). Data: \(data). \(AppInfo.credits)"
  }

  private func finish(
    _ line: String, _ conversation: Conversation, _ question: Question, _ answer: Answer
  ) -> (Reply, Conversation) {
    let reply = ReplyPresenter.reply(to: line, answer: answer)
    return (reply, keepingRetry(reply, line, conversation.after(answer, to: question)))
  }

  private func finish(_ line: String, _ conversation: Conversation, failure: AnswerError) -> (
    Reply, Conversation
  ) {
    let reply = ReplyPresenter.reply(to: line, error: failure)
    return (reply, keepingRetry(reply, line, conversation.after(failure)))
  }

  private func finish(_ line: String, _ conversation: Conversation, incomplete intent: Intent)
    -> (Reply, Conversation)
  {
    let reply = ReplyPresenter.incomplete(line, intent: intent)
    return (reply, keepingRetry(reply, line, conversation.waiting(for: intent)))
  }

  private func keepingRetry(_ reply: Reply, _ line: String, _ conversation: Conversation)
    -> Conversation
  {
    var next = conversation
    next.retry = reply.isRetryable ? line : nil
    return next
  }
}
