extension Game {
  /// A round of the game and how it went, for its results.
  public struct RoundResult: Sendable, Equatable, Hashable {
    /// Right at once, right after hints, wrong, or missed (skipped, or still open when the game
    /// ended).
    public enum Standing: Sendable, Equatable, Hashable {
      case right, hinted, wrong, missed
    }

    public let round: GameRound
    public let standing: Standing
  }

  /// Every round put to the player, with how it went: the rounds answered or skipped, and the one
  /// open when the game ended; never the rounds a stopped game did not reach.
  public var roundResults: [RoundResult] {
    rounds.prefix(roundsAsked).enumerated().map { index, round in
      let standing: RoundResult.Standing
      switch index < marks.count ? marks[index] : nil {
      case .right(let hints): standing = hints == 0 ? .right : .hinted
      case .wrong: standing = .wrong
      case .skipped, nil: standing = .missed
      }
      return RoundResult(round: round, standing: standing)
    }
  }

  /// How many rounds were put to the player: those answered or skipped, and the one asked when the
  /// game ended (every round is asked as soon as the one before it is marked).
  public var roundsAsked: Int {
    mode.isRounds ? min(rounds.count, marks.count + 1) : 0
  }

  /// Rounds answered right, with hints or without.
  public var rightAnswers: Int {
    marks.filter { if case .right = $0 { true } else { false } }.count
  }
}
