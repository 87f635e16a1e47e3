import Domain

/// One quiz game, as a value the conversation carries: question rounds or a name-them-all against the
/// clock. It holds codes and indices, never names, so even a name-them-all of the whole world fits the
/// daemon's signed context; the rules (`Game+Play`) step it with the time and the board passed in,
/// and say what a move did as a typed `GameOutcome`, which Presentation words.
public struct Game: Sendable, Equatable, Hashable {
  public typealias Mode = GameMode

  /// How a question round ended.
  public enum Mark: Sendable, Equatable, Hashable {
    case right(hints: Int)
    case wrong
    case skipped
  }

  public var mode: Mode
  /// The question rounds, all chosen when the game starts (empty for name-them-all).
  public var rounds: [GameRound]
  /// One mark per round answered or skipped, in order.
  public var marks: [Mark]
  /// Hints given on the current round (for name-them-all, on the first country not yet named).
  public var hints: Int
  /// Hints given in the whole game; each costs a point.
  public var hintsUsed: Int
  /// Guesses made, right or wrong.
  public var guesses: Int
  /// Seconds since 1970 when the game started, when the clock runs out and when it ended.
  public var startedAt: Int
  public var deadline: Int?
  public var endedAt: Int?
  /// What a name-them-all asks for, and which of its members (by index, in name order) are named.
  public var target: GameTarget?
  public var found: Set<Int>
  /// How many answers the game has: its rounds, or the members of a name-them-all.
  public var total: Int
  /// The day of a daily challenge, in days since 1970.
  public var day: Int?
  /// The language the game was started in: it asks, hints and sums up in it, and orders a
  /// name-them-all's members by that language's names.
  public var language: Language
  /// Seconds spent on each round marked, in order (`Game+Timing`).
  public var seconds: [Int]
  /// A find-my-country game's answers so far, and the question waiting for an answer (nil once the
  /// quiz gave up and asks which country it was). The countries still possible are worked out
  /// from the answers each turn, never kept.
  public var clues: [FindClue] = []
  public var asking: FindQuestion?
  /// A mystery country's secret and what was asked and guessed; nil in every other game.
  public var mystery: Mystery?
  /// A route game's two ends and the countries named; nil in every other game.
  public var travle: Travle?

  public init(
    mode: Mode, rounds: [GameRound] = [], marks: [Mark] = [], hints: Int = 0, hintsUsed: Int = 0,
    guesses: Int = 0, startedAt: Int, deadline: Int? = nil, endedAt: Int? = nil,
    target: GameTarget? = nil, found: Set<Int> = [], total: Int, day: Int? = nil,
    language: Language = .english, seconds: [Int] = [], mystery: Mystery? = nil,
    travle: Travle? = nil
  ) {
    self.travle = travle
    self.language = language
    self.seconds = seconds
    self.mystery = mystery
    self.mode = mode
    self.rounds = rounds
    self.marks = marks
    self.hints = hints
    self.hintsUsed = hintsUsed
    self.guesses = guesses
    self.startedAt = startedAt
    self.deadline = deadline
    self.endedAt = endedAt
    self.target = target
    self.found = found
    self.total = total
    self.day = day
  }

  public var isOver: Bool { endedAt != nil }

  /// The round being asked; nil once every round is answered, and in a name-them-all.
  public var currentRound: GameRound? {
    marks.count < rounds.count ? rounds[marks.count] : nil
  }

  /// Three points a right answer, one less for each hint (never below one); a name-them-all scores
  /// a point a country named, less a point a hint.
  public var score: Int {
    if let mystery { return mystery.score }
    if let travle { return travle.score }
    guard mode.isRounds else { return max(0, found.count - hintsUsed) }
    return marks.reduce(0) { total, mark in
      if case .right(let hints) = mark { return total + max(1, Self.pointsPerRound - hints) }
      return total
    }
  }

  public static let pointsPerRound = 3

  /// The best score the game allows.
  public var bestScore: Int {
    mystery != nil
      ? Mystery.maximumGuesses
      : travle != nil
        ? Travle.bestScore : mode.isRounds ? rounds.count * Self.pointsPerRound : total
  }

  /// Questions asked so far (rounds), or guesses made (name-them-all).
  public var asked: Int {
    guard mode != .findMine else { return findQuestionsAsked }
    if let mystery { return mystery.guessed.count }
    if let travle { return travle.named.count }
    guard mode.isRounds else { return guesses }
    return min(rounds.count, marks.count + (isOver ? 0 : 1))
  }

  /// Seconds left on the clock at `now`; nil when the game has no clock.
  public func remaining(at now: Int) -> Int? {
    deadline.map { max(0, $0 - (endedAt ?? now)) }
  }

  /// Seconds played at `now`, or until the game ended.
  public func elapsed(at now: Int) -> Int {
    max(0, (endedAt ?? now) - startedAt)
  }
}
