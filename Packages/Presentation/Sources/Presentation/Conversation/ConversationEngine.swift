import Domain
import Foundation

/// The one conversation engine every shell drives: (conversation, line) → (what to show, next
/// conversation). Commands, retry, follow-ups, clarifications, incomplete questions and the quiz
/// game live here.
public struct ConversationEngine: Sendable {
  let answerer: QuizAnswerer
  /// The game's clock and the seed of its questions, injected so tests can fix them.
  let now: @Sendable () -> Date
  let seed: @Sendable () -> UInt64

  public init(
    answerer: QuizAnswerer, now: @escaping @Sendable () -> Date = Date.init,
    seed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) {
    self.answerer = answerer
    self.now = now
    self.seed = seed
  }

  /// One line of a chat: a command or a question. `whereabouts`: where the user is, as the shell knows.
  public func send(
    _ line: String, in conversation: Conversation, whereabouts: Whereabouts = .unknown
  ) async -> (ChatEvent, Conversation) {
    let trimmed = line.trimmingWhitespace()
    if let help = Self.gameHelp(trimmed, conversation) { return help }
    switch Self.command(trimmed, conversation) {
    case .ask:
      let (reply, next) = await ask(trimmed, in: conversation, whereabouts: whereabouts)
      return (.reply(reply), next)
    case .retry:
      guard let question = conversation.retry else {
        return (
          .notice(ChatPhrasebook.of(conversation.language).text(.nothingToRetry)), conversation
        )
      }
      let (reply, next) = await ask(
        question, in: conversation, refreshing: true, whereabouts: whereabouts)
      return (.reply(reply), next)
    case .about: return (.about(await about(in: conversation.language)), conversation)
    case let command:
      return Self.event(command, trimmed, conversation)
    }
  }

  /// `send` without suspending: commands, and questions once the data is loaded and fresh; nil when
  /// the caller must await `send` (a retry, `about`, or data to load).
  public func sendIfReady(
    _ line: String, in conversation: Conversation, whereabouts: Whereabouts = .unknown
  ) -> (ChatEvent, Conversation)? {
    let trimmed = line.trimmingWhitespace()
    if let help = Self.gameHelp(trimmed, conversation) { return help }
    switch Self.command(trimmed, conversation) {
    case .ask:
      return askIfReady(trimmed, in: conversation, whereabouts: whereabouts).map {
        (.reply($0.0), $0.1)
      }
    case .retry, .about: return nil
    case let command: return Self.event(command, trimmed, conversation)
    }
  }

  private static func command(_ line: String, _ conversation: Conversation) -> ChatCommand {
    ChatCommand(line, canRetry: conversation.retry != nil, language: conversation.language)
  }

  private static func event(
    _ command: ChatCommand, _ line: String, _ conversation: Conversation
  ) -> (ChatEvent, Conversation) {
    let book = ChatPhrasebook.of(conversation.language)
    return switch command {
    case .help: (.help(book.helpText), conversation)
    case .clear:
      (.clear, Conversation(language: conversation.language, profile: conversation.profile))
    case .quit: (.quit, conversation)
    case .unknownCommand:
      (
        .help(
          book.text(.unknownCommand, ["value": DisplayText.sanitized(line)]) + "\n" + book.helpText),
        conversation
      )
    case .empty, .ask, .retry, .about: (.nothing, conversation)
    }
  }

  /// One question in the conversation (no commands): what batch runs send, line by line.
  public func ask(
    _ line: String, in conversation: Conversation, refreshing: Bool = false,
    whereabouts: Whereabouts = .unknown
  ) async -> (Reply, Conversation) {
    if LineLimit.hasTooManyWords(line) { return Self.tooLong(line, conversation) }
    if conversation.game != nil || GameRequest.read(line, preferring: conversation.language) != nil
    {
      return await play(line, in: conversation)
    }
    if let command = FavouriteCommand(line) {
      return await favourites(command, line, in: conversation)
    }
    let reading: Reading
    do {
      reading = try await answerer.read(
        line, candidates: conversation.candidates, refreshing: refreshing)
    } catch {
      return finish(line, conversation, failure: error)
    }
    let conversation = conversation.speaking(reading)
    switch FollowUp.resolve(reading, in: conversation) {
    case .ask(let resolved):
      let question = Self.inLanguage(resolved, of: reading, line, conversation)
      if question.needsUserLocation && whereabouts.location == nil {
        return finish(line, conversation, unlocated: question, whereabouts)
      }
      do {
        let answer = try await answerer.answer(
          question, location: question.needsUserLocation ? whereabouts.location : nil)
        return finish(line, conversation, question, answer)
      } catch {
        return finish(line, conversation, failure: error, in: question.language)
      }
    case .incomplete(let intent):
      return finish(line, conversation, incomplete: intent)
    case .unrecognized:
      return finish(
        line, conversation, failure: .unrecognized, in: reading.language(in: conversation))
    }
  }

  /// `ask` without suspending, when the data is loaded and fresh; nil when the caller must await `ask`.
  public func askIfReady(
    _ line: String, in conversation: Conversation, whereabouts: Whereabouts = .unknown
  ) -> (Reply, Conversation)? {
    if LineLimit.hasTooManyWords(line) { return Self.tooLong(line, conversation) }
    if conversation.game != nil || GameRequest.read(line, preferring: conversation.language) != nil
    {
      return playIfReady(line, in: conversation)
    }
    guard FavouriteCommand(line) == nil,
      let reading = answerer.readIfReady(line, candidates: conversation.candidates)
    else {
      return nil
    }
    let conversation = conversation.speaking(reading)
    switch FollowUp.resolve(reading, in: conversation) {
    case .ask(let resolved):
      let question = Self.inLanguage(resolved, of: reading, line, conversation)
      if question.needsUserLocation && whereabouts.location == nil {
        return finish(line, conversation, unlocated: question, whereabouts)
      }
      switch answerer.answerIfReady(
        question, location: question.needsUserLocation ? whereabouts.location : nil)
      {
      case .success(let answer): return finish(line, conversation, question, answer)
      case .failure(let error):
        return finish(line, conversation, failure: error, in: question.language)
      case nil: return nil
      }
    case .incomplete(let intent):
      return finish(line, conversation, incomplete: intent)
    case .unrecognized:
      return finish(
        line, conversation, failure: .unrecognized, in: reading.language(in: conversation))
    }
  }

  /// The chat's `about` line in `language`: version and where the data comes from.
  public func about(in language: Language = .english) async -> String {
    let book = ChatPhrasebook.of(language)
    let data: String
    do {
      data = DataNotice.describe(try await answerer.provenance())
    } catch {
      data = book.text(.noData)
    }
    let line = book.text(
      .about, ["name": AppInfo.name, "version": AppInfo.version, "value": data])
    return line + " " + AppInfo.credits
  }

  /// The question in the language its reply is worded in: its own when it was read in one; the
  /// conversation's when the line has no words of any language of its own ("Peru?", "🇵🇪", "south"
  /// to a clarification), which English's reader reads by default.
  static func inLanguage(
    _ question: Question, of reading: Reading, _ line: String, _ conversation: Conversation
  ) -> Question {
    guard question.language == .english, conversation.language != .english else { return question }
    let isNeutral =
      (reading.isNameOnly && !reading.refersBack) || reading.choice != nil
      || !line.contains(where: \.isLetter)
    return isNeutral ? question.asked(in: conversation.language) : question
  }

  private func finish(
    _ line: String, _ conversation: Conversation, _ question: Question, _ answer: Answer
  ) -> (Reply, Conversation) {
    let reply = ReplyPresenter.reply(to: line, answer: answer)
    return (reply, keepingRetry(reply, line, conversation.after(answer, to: question)))
  }

  /// A failure worded in `language`, the conversation's when the line was in no language of its own.
  /// An unrecognized line is worded in the language the interpreter guessed for its words
  /// ("quelle heure est-il" gets French), else in the user's (`Conversation.language`).
  private func finish(
    _ line: String, _ conversation: Conversation, failure: AnswerError, in language: Language? = nil
  ) -> (Reply, Conversation) {
    let reply = ReplyPresenter.reply(
      to: line, error: failure, in: language ?? conversation.language)
    return (reply, keepingRetry(reply, line, conversation.after(failure)))
  }

  /// A line of more than `LineLimit.words` words, refused before any reading: the conversation (and
  /// a game in it) stays as it was.
  private static func tooLong(_ line: String, _ conversation: Conversation) -> (Reply, Conversation)
  {
    let book = ChatPhrasebook.of(conversation.language)
    let reply = Reply(
      question: line, outcome: .unrecognized, intent: nil,
      text: book.text(.tooLong, ["count": String(LineLimit.words)]), language: conversation.language
    )
    return (reply, conversation)
  }

  private func finish(_ line: String, _ conversation: Conversation, incomplete intent: Intent)
    -> (Reply, Conversation)
  {
    let reply = ReplyPresenter.incomplete(line, intent: intent, in: conversation.language)
    return (reply, keepingRetry(reply, line, conversation.waiting(for: intent)))
  }

  private func finish(
    _ line: String, _ conversation: Conversation, unlocated question: Question,
    _ whereabouts: Whereabouts
  ) -> (Reply, Conversation) {
    let reply = ReplyPresenter.needsLocation(
      line, intent: question.intent, unknown: whereabouts.unknown, in: question.language)
    var next = conversation
    next.retry = nil
    return (reply, next)
  }

  private func keepingRetry(_ reply: Reply, _ line: String, _ conversation: Conversation)
    -> Conversation
  {
    var next = conversation
    next.retry = reply.isRetryable ? line : nil
    return next
  }
}
