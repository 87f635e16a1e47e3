extension Game {
  /// A round of the game and how it went, for its results.
  public struct RoundResult: Sendable, Equatable, Hashable {
    /// Right at once, right after hints, wrong, or missed (skipped, or never asked).
    public enum Standing: Sendable, Equatable, Hashable {
      case right, hinted, wrong, missed
    }

    public let round: GameRound
    public let standing: Standing
  }

  /// Every round with how it went.
  public var roundResults: [RoundResult] {
    rounds.enumerated().map { index, round in
      let standing: RoundResult.Standing
      switch index < marks.count ? marks[index] : nil {
      case .right(let hints): standing = hints == 0 ? .right : .hinted
      case .wrong: standing = .wrong
      case .skipped, nil: standing = .missed
      }
      return RoundResult(round: round, standing: standing)
    }
  }

  /// Rounds answered right, with hints or without.
  public var rightAnswers: Int {
    marks.filter { if case .right = $0 { true } else { false } }.count
  }
}
