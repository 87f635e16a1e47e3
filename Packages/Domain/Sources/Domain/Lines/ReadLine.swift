/// A line as the line reader classified it, once, before any data is loaded: what the turn does with
/// it follows from `kind` alone.
public struct ReadLine: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// More than `LineLimit.words` words: refused unread.
    case tooLong
    /// A chat command (help, retry, about, clear, quit, an unknown `/word`, an empty line).
    case command(ChatCommand)
    /// "help" or "?" while a game runs: the game's rules.
    case gameHelp
    /// A line of the running game: a command, a guess, or a pick of a higher-or-lower round's two.
    case move(GameMove)
    /// A request to start a game.
    case startGame(GameRequest)
    /// A favourites line: keep, drop or list favourite countries.
    case favourites(FavouriteRequest)
    /// "My weak countries": the countries the person's games still miss, listed in the language.
    case weakCountries(Language)
    /// A greeting, thanks or a lone emoji: a friendly line, no question.
    case greeting(Greeting)
    /// Anything else: a question, read with the data.
    case question
  }

  /// The line as the turn uses it: trimmed when commands may be read, as sent otherwise.
  public let text: String
  public let kind: Kind

  public init(text: String, kind: Kind) {
    self.text = text
    self.kind = kind
  }
}

/// What a line is read against: the conversation's language, whether a retry is waiting, the running
/// game's language and whether its round asks to pick one of two countries, and whether the line may be a chat command (a batch line is always a question).
public struct LineContext: Sendable, Equatable {
  public var language: Language
  public var canRetry: Bool
  /// The language of the game being played; nil when none runs.
  public var game: Language?
  /// The game's round asks which of two countries ("the first", "2" pick one).
  public var choosing: Bool
  public var commands: Bool
  /// The game asked the player a yes-or-no question ("yes", "non", "don't know" answer it).
  public var answering: Bool

  public init(
    language: Language = .english, canRetry: Bool = false, game: Language? = nil,
    choosing: Bool = false, commands: Bool = true, answering: Bool = false
  ) {
    self.answering = answering
    self.language = language
    self.canRetry = canRetry
    self.game = game
    self.choosing = choosing
    self.commands = commands
  }
}

/// Classifies a line once: a command, a favourites line, a game request or a line of a game, or a
/// question. Its words are the language packs'; the reader that knows them lives in Interpretation.
public protocol LineReader: Sendable {
  func read(_ line: String, in context: LineContext) -> ReadLine
}
