import Domain

/// What one move did to a game: the event, and whether the game ended with it. Presentation words
/// it, with the game as the move left it (its score, its next question, its results).
public struct GameOutcome: Sendable, Equatable, Hashable {
  public let event: GameEvent
  /// Whether the move ended the game: the summary follows the event.
  public let isEnd: Bool

  public init(_ event: GameEvent, isEnd: Bool = false) {
    self.event = event
    self.isEnd = isEnd
  }
}

/// What a move did, by codes, indices and counts; never words.
public enum GameEvent: Sendable, Equatable, Hashable {
  /// The clock ran out before the move, which was not played; the game ended at its deadline.
  case timeUp
  /// The game was stopped, or a guess came when it had nothing left to ask; it ended.
  case gameOver
  /// A name-them-all's members are not what they were when it started (new data); it ended.
  case dataChanged
  /// A hint about the current answer, costing a point.
  case hint(GameHint)
  /// A hint given free: the player had nothing left to lose (a round worth its last point, a
  /// name-them-all scoring nothing).
  case freeHint(GameHint)
  /// No hint is given for this question.
  case noHint
  /// Every hint for this question was given.
  case noMoreHints
  /// The score, asked for.
  case status
  /// How to play, asked for (or a pick when no round offers two countries).
  case help
  /// A skip with no question to skip (a name-them-all, or every round answered).
  case nothingToSkip
  /// The round was skipped; the next one is asked, or the game ends.
  case skipped(GameRound)
  /// A guess at `round`, graded and marked; the next round is asked, or the game ends.
  case answered(GameRound, GameGrade)
  /// A guess not graded: the question stays asked, or nothing is named.
  case refused(GameRefusal)
  /// A name-them-all's member named: its index among the members, its code, and how the guess was
  /// read. Naming the last one ends the game.
  case named(Int, code: String, GameReading)
  /// A name-them-all's guess naming a country that is not one of its members.
  case notAMember(String)
  /// What a line did in a find-my-country game.
  case findMine(FindMineEvent)
  /// A mystery country's question, answered from the data.
  case mysteryAnswer(MysteryQuestion, MysteryAnswer)
  /// A wrong guess at a mystery country, with Worldle's feedback.
  case mysteryClue(MysteryClue)
  /// The mystery country guessed: its code and how the guess was read. It ends the game.
  case mysteryFound(String, GameReading)
  /// The last guess was wrong, and none is left: the game ends, showing the secret.
  case mysteryLost(MysteryClue)
  /// A country named in a route game, by code, and where it lies; it ends the game when it joins
  /// the two ends (won) or uses the last guess (lost).
  case travleNamed(String, TravleMark)
  /// A route game's hint: the next country of a shortest route, named for the player.
  case travleHint(String)
}
