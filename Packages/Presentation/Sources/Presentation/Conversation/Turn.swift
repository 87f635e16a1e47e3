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
  /// Reads a line waiting for a retry again, as the question it was.
  public let reader: any LineReader
  /// Where the user is, as the shell knows.
  public let whereabouts: Whereabouts
  /// Seconds since 1970, for the game's clock and the clocks of local-time questions.
  public let now: Int
  /// The seed of a new game's questions.
  public let seed: UInt64

  public init(
    data: Result<CountryCatalog, AnswerError>?, reader: any LineReader,
    whereabouts: Whereabouts = .unknown, now: Date, seed: UInt64
  ) {
    self.data = data
    self.reader = reader
    self.whereabouts = whereabouts
    let seconds = now.timeIntervalSince1970
    self.now =
      seconds.isNaN
      ? 0 : Int(min(max(seconds, 0), Double(Game.times.upperBound)).rounded(.down))
    self.seed = seed
  }

  /// What `line` needs loaded before its turn.
  public static func needs(_ line: ReadLine, in conversation: Conversation) -> DataNeed {
    switch line.kind {
    case .tooLong, .gameHelp, .greeting: .none
    case .command(.about): .current
    case .command(.retry): conversation.retry == nil ? .none : .refreshed
    case .command: .none
    case .move, .startGame, .favourites, .weakCountries, .question: .current
    }
  }

  /// One line of a chat: a command or a question.
  public func send(_ line: ReadLine, in conversation: Conversation) -> (ChatEvent, Conversation) {
    switch line.kind {
    case .gameHelp:
      return (.help(conversation.game?.helpText ?? ""), conversation)
    case .command(.retry):
      guard let question = conversation.retry else {
        return (
          .notice(ChatPhrasebook.of(conversation.language).text(.nothingToRetry)), conversation
        )
      }
      let again = reader.read(question, in: conversation.lineContext(commands: false))
      let (reply, next) = ask(again, in: conversation)
      return (.reply(reply), next)
    case .command(.about): return (.about(about(in: conversation.language)), conversation)
    case .command(let command): return Self.event(command, line.text, conversation)
    case .tooLong, .greeting, .move, .startGame, .favourites, .weakCountries, .question:
      let (reply, next) = ask(line, in: conversation)
      return (.reply(reply), next)
    }
  }

  /// One question in the conversation (a line read without commands): what batch runs send.
  public func ask(_ line: ReadLine, in conversation: Conversation) -> (Reply, Conversation) {
    let text = line.text
    let isGame: Bool
    switch line.kind {
    case .tooLong: return Self.tooLong(text, conversation)
    case .greeting(let greeting): return Self.greet(text, greeting, conversation)
    case .move, .startGame: isGame = true
    default: isGame = false
    }
    let data: CountryCatalog
    switch self.data {
    case .success(let loaded)?: data = loaded
    case .failure(let error)?:
      guard isGame else { return finish(text, conversation, failure: error) }
      // The game stays as it was; the line is kept, so a retry plays it once the data is back.
      let reply = ReplyPresenter.reply(
        to: text, error: error, in: conversation.game?.language ?? conversation.language)
      var next = conversation
      next.retry =
        reply.isRetryable && text.utf8.count <= Conversation.longestRetry ? text : nil
      return (reply, next)
    case nil:
      return finish(text, conversation, failure: .unavailable(.invalidData("no data was loaded")))
    }
    switch line.kind {
    case .startGame(let request): return start(text, request, in: conversation, on: data)
    case .move(let move): return play(text, move, in: conversation, on: data)
    case .favourites(let request):
      return favourites(request, text, in: conversation, data: data)
    case .weakCountries(let language):
      return weakCountries(text, in: conversation, language: language, on: data.board)
    default: return question(text, in: conversation, data: data)
    }
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
    return line + " " + AppInfo.credits + " " + Correction.inForceText
  }

  private static func event(
    _ command: ChatCommand, _ line: String, _ conversation: Conversation
  ) -> (ChatEvent, Conversation) {
    let book = ChatPhrasebook.of(conversation.language)
    return switch command {
    case .help: (.help(book.helpText), conversation)
    case .helpOn(let topic): (.help(book.helpText(on: topic)), conversation)
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
