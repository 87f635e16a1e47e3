/// One move in a game, as the line reader made it out: a command, a typed answer, or which of the
/// two countries a higher-or-lower round asks about. Reading the words ("hint", "the first one")
/// is the line reader's job; the rules take the move.
public enum GameMove: Sendable, Equatable, Hashable {
  /// Which of a higher-or-lower round's two countries.
  public enum Pick: Sendable, Equatable, Hashable {
    case first, second
  }

  case command(GameCommand)
  /// An answer as typed, for the matcher to read: a country, a capital, or a country of the two.
  case guess(String)
  case pick(Pick)
  /// A yes (true), a no (false) or a "don't know" (nil) to a question the quiz asked.
  case yesNo(Bool?)
  /// A question about a mystery country's secret, read from the line with the data.
  case ask(MysteryQuestion)
}
