/// The kinds of game, by the names the batch contract gives them.
public enum GameMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Question rounds of every kind, mixed.
  case mixed
  /// The capital of a country.
  case capitals
  /// The country of a capital.
  case countries
  /// The country of a flag.
  case flags
  /// The country of an ISO code.
  case codes
  /// The country of an outline.
  case shapes
  /// Which of two countries has more people, or more land.
  case higherLower = "higher-lower"
  /// Every country of a group, against the clock.
  case nameAll = "name-all"
  /// The day's mixed rounds, the same for everyone.
  case daily
  /// One flag of a pair that look alike ("Chad or Romania?"), then how to tell them apart.
  case lookAlike = "look-alike"
  /// The player thinks of a country and the quiz finds it, asking yes-or-no questions.
  case findMine = "find-mine"
  /// A secret country the player questions, then guesses (Worldle's feedback on a wrong guess).
  case mystery
  /// The day's mystery country, the same for everyone.
  case mysteryDaily = "mystery-daily"
  /// Name the countries between two countries by land, scored against the shortest route.
  case travle
  /// The day's route, the same for everyone.
  case travleDaily = "travle-daily"

  public var isRounds: Bool { self != .nameAll }

  /// A mystery country, practice or daily: no rounds, a secret to question and guess.
  public var isMystery: Bool { self == .mystery || self == .mysteryDaily }

  /// A route game, practice or daily: no rounds, the countries between two to name.
  public var isTravle: Bool { self == .travle || self == .travleDaily }
}

/// The game's commands, by the words each language has for them; every other line is a guess.
public enum GameCommand: CaseIterable, Sendable {
  case hint, skip, score, stop, help
}
