import Domain
import Foundation
import GameRules
import LanguagePacks

/// What a line needs loaded before its turn.
public enum DataNeed: Sendable, Equatable {
  /// Nothing: a command such as help, clear or quit, or a line refused unread.
  case none
  /// The data as the loader holds it.
  case current
  /// The data asked of the live source again: a retry.
  case refreshed
}

/// One turn of a conversation, as one synchronous step: (line, conversation, data, whereabouts, now,
/// seed) → (what to show, the next conversation). Loading the data is the only asynchronous step and
/// comes first: `ConversationEngine` loads then steps for shells that can wait, and the daemon steps
/// at once when fresh data is at hand. Commands, retry, follow-ups, clarifications, incomplete
/// questions, favourites and the quiz game all live in the turn.
public struct Turn: Sendable {
  /// The data loaded for this turn; nil when the line needs none (`DataNeed.none`).
  public let data: Result<CountryCatalog, AnswerError>?
  /// Where the user is, as the shell knows.
  public let whereabouts: Whereabouts
  /// Seconds since 1970, for the game's clock.
  public let now: Int
  /// The seed of a new game's questions.
  public let seed: UInt64

  public init(
    data: Result<CountryCatalog, AnswerError>?, whereabouts: Whereabouts = .unknown, now: Date,
    seed: UInt64
  ) {
    self.data = data
    self.whereabouts = whereabouts
    let seconds = now.timeIntervalSince1970
    self.now =
      seconds.isNaN
      ? 0 : Int(min(max(seconds, 0), Double(Game.times.upperBound)).rounded(.down))
    self.seed = seed
  }

  /// What `line` needs loaded before its turn; `commands`: whether the line may be a chat command
  /// (a batch line is always a question).
  public static func needs(_ line: String, in conversation: Conversation, commands: Bool = true)
    -> DataNeed
  {
    if LineLimit.hasTooManyWords(line) { return .none }
    guard commands else { return .current }
    let trimmed = line.trimmingWhitespace()
    if gameHelp(trimmed, conversation) != nil { return .none }
    switch command(trimmed, conversation) {
    case .ask, .about: return .current
    case .retry: return conversation.retry == nil ? .none : .refreshed
    case .help, .clear, .quit, .unknownCommand, .empty: return .none
    }
  }

  /// One line of a chat: a command or a question.
  public func send(_ line: String, in conversation: Conversation) -> (ChatEvent, Conversation) {
    let trimmed = line.trimmingWhitespace()
    if let help = Self.gameHelp(trimmed, conversation) { return help }
    switch Self.command(trimmed, conversation) {
    case .ask:
      let (reply, next) = ask(trimmed, in: conversation)
      return (.reply(reply), next)
    case .retry:
      guard let question = conversation.retry else {
        return (
          .notice(ChatPhrasebook.of(conversation.language).text(.nothingToRetry)), conversation
        )
      }
      let (reply, next) = ask(question, in: conversation)
      return (.reply(reply), next)
    case .about: return (.about(about(in: conversation.language)), conversation)
    case let command:
      return Self.event(command, trimmed, conversation)
    }
  }

  /// One question in the conversation (no commands): what batch runs send, line by line.
  public func ask(_ line: String, in conversation: Conversation) -> (Reply, Conversation) {
    if LineLimit.hasTooManyWords(line) { return Self.tooLong(line, conversation) }
    let isGame =
      conversation.game != nil
      || GameRequest.read(line, preferring: conversation.language) != nil
    let data: CountryCatalog
    switch self.data {
    case .success(let loaded)?: data = loaded
    case .failure(let error)?:
      guard isGame else { return finish(line, conversation, failure: error) }
      // The game stays as it was; the line is kept, so a retry plays it once the data is back.
      let reply = ReplyPresenter.reply(
        to: line, error: error, in: conversation.game?.language ?? conversation.language)
      var next = conversation
      next.retry =
        reply.isRetryable && line.utf8.count <= Conversation.longestRetry ? line : nil
      return (reply, next)
    case nil:
      return finish(line, conversation, failure: .unavailable(.invalidData("no data was loaded")))
    }
    if isGame { return play(line, in: conversation, on: data) }
    if let command = FavouriteCommand(line) {
      return favourites(command, line, in: conversation, data: data)
    }
    return question(line, in: conversation, data: data)
  }

  /// The chat's `about` line in `language`: version and where the data comes from.
  func about(in language: Language) -> String {
    let book = ChatPhrasebook.of(language)
    let described =
      switch data {
      case .success(let loaded)?: DataNotice.describe(loaded.provenance)
      default: book.text(.noData)
      }
    let line = book.text(
      .about, ["name": AppInfo.name, "version": AppInfo.version, "value": described])
    return line + " " + AppInfo.credits
  }

  static func command(_ line: String, _ conversation: Conversation) -> ChatCommand {
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
}
