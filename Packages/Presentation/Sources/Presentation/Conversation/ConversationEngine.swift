import Domain
import Foundation
import Synchronization

/// A conversation's turns for a shell that can wait: load the data a line needs (the one asynchronous
/// step), then take the line's `Turn`. The clock and the seed of games are injected so tests can fix
/// them. A shell with data at hand (the daemon, on its event loop) takes the `Turn` itself.
public struct ConversationEngine: Sendable {
  let answerer: QuizAnswerer
  /// Classifies each line once (Interpretation's reader, given by the composition).
  public let reader: any LineReader
  let now: @Sendable () -> Date
  let seed: @Sendable () -> UInt64

  public init(
    answerer: QuizAnswerer, reader: any LineReader, now: @escaping @Sendable () -> Date = Date.init,
    seed: (@Sendable () -> UInt64)? = nil
  ) {
    self.answerer = answerer
    self.reader = reader
    self.now = now
    self.seed = seed ?? { Self.seeds.withLock { $0.next() } }
  }

  /// New games' seeds: drawn from the system's generator once per process, then stepped. Every turn
  /// takes a seed; asking the system for one on each turn was a system call per request.
  private static let seeds = Mutex(SeededGenerator(seed: UInt64.random(in: .min ... .max)))

  /// The turn over `data` (loaded, or nil when the line needs none), at this moment.
  public func turn(
    _ data: Result<CountryCatalog, AnswerError>?, whereabouts: Whereabouts = .unknown
  )
    -> Turn
  {
    Turn(data: data, reader: reader, whereabouts: whereabouts, now: now(), seed: seed())
  }

  /// One line of a chat: a command or a question. `whereabouts`: where the user is, as the shell knows.
  public func send(
    _ line: String, in conversation: Conversation, whereabouts: Whereabouts = .unknown
  ) async -> (ChatEvent, Conversation) {
    let read = reader.read(line, in: conversation.lineContext())
    let data = await load(Turn.needs(read, in: conversation))
    return turn(data, whereabouts: whereabouts).send(read, in: conversation)
  }

  /// One question in the conversation (no commands): what batch runs send, line by line.
  /// `refreshing` asks the live source again, as a retry does.
  public func ask(
    _ line: String, in conversation: Conversation, refreshing: Bool = false,
    whereabouts: Whereabouts = .unknown
  ) async -> (Reply, Conversation) {
    let read = reader.read(line, in: conversation.lineContext(commands: false))
    let need = Turn.needs(read, in: conversation)
    let data = await load(need == .current && refreshing ? .refreshed : need)
    return turn(data, whereabouts: whereabouts).ask(read, in: conversation)
  }

  /// `ask`'s turn taken without waiting, when the line needs no data or its data is at hand
  /// (`QuizAnswerer.atHand`); nil when the data must be loaded.
  public func askAtHand(
    _ line: String, in conversation: Conversation, whereabouts: Whereabouts = .unknown
  ) -> (Reply, Conversation)? {
    let read = reader.read(line, in: conversation.lineContext(commands: false))
    let data: Result<CountryCatalog, AnswerError>?
    let need = Turn.needs(read, in: conversation)
    switch need {
    case .none: data = nil
    case .current, .refreshed:
      guard let atHand = answerer.atHand(refreshing: need == .refreshed) else { return nil }
      data = atHand
    }
    return turn(data, whereabouts: whereabouts).ask(read, in: conversation)
  }

  /// Ends a game whose clock ran out, for a shell whose timer noticed; nil while time is left.
  public func expire(in conversation: Conversation) async -> (Reply, Conversation)? {
    guard conversation.game != nil else { return nil }
    return turn(await load(.current)).expire(in: conversation)
  }

  private func load(_ need: DataNeed) async -> Result<CountryCatalog, AnswerError>? {
    switch need {
    case .none: nil
    case .current: await answerer.load()
    case .refreshed: await answerer.load(refreshing: true)
    }
  }
}
