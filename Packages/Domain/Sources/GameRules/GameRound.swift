import Domain

/// One question of a round game, by the codes it is about.
public enum GameRound: Sendable, Equatable, Hashable {
  /// "What is the capital of Peru?"
  case capital(String)
  /// "Lima is the capital of which country?"
  case countryOfCapital(String)
  /// "Which country's flag is 🇵🇪?"
  case flag(String)
  /// "Which country has the ISO code PE?"
  case code(String)
  /// "Which country has this shape?", its outline drawn under the question.
  case shape(String)
  /// "Which has more people: Chile or Peru?" (or more land).
  case more(String, String, Ranking.Measure)
  /// "Which flag is this: Chad or Romania?": the flag of the first is shown, the second looks
  /// like it (a pair of `LookAlikes`).
  case lookAlike(String, String)

  /// The country whose name or capital is the answer; for higher/lower, the winner on `board`.
  public func answerCode(on board: GameBoard) -> String {
    switch self {
    case .capital(let code), .countryOfCapital(let code), .flag(let code), .code(let code),
      .shape(let code), .lookAlike(let code, _):
      return code
    case .more(let first, let second, let measure):
      let ranking = Ranking(measure: measure, order: .most)
      guard let a = board.country(first), let b = board.country(second) else { return first }
      return (ranking.value(of: b) ?? 0) > (ranking.value(of: a) ?? 0) ? second : first
    }
  }

  /// Whether the round asks which of two countries wins (higher or lower): only then is a pick,
  /// "the first" or "the second", an answer.
  public var isChoice: Bool {
    switch self {
    case .more, .lookAlike: true
    default: false
    }
  }

  /// The countries a round's question names, which a reply may carry while it is asked: not the
  /// answer of a round that asks for a country (the country of a capital, of a flag), which a client
  /// could otherwise read from the reply's `countries`.
  public var namedCodes: [String] {
    switch self {
    case .countryOfCapital, .flag, .shape: []
    case .capital, .code, .more: codes
    case .lookAlike: choices
    }
  }

  /// The countries a round is about.
  public var codes: [String] {
    switch self {
    case .capital(let code), .countryOfCapital(let code), .flag(let code), .code(let code),
      .shape(let code):
      [code]
    case .more(let first, let second, _), .lookAlike(let first, let second): [first, second]
    }
  }

  /// The two countries a round asks to choose between, in the order its question names them: a
  /// look-alike round names them in the pair's order, never first the flag shown.
  public var choices: [String] {
    switch self {
    case .more(let first, let second, _): [first, second]
    case .lookAlike(let shown, let other):
      LookAlikes.pair(shown, other).map { [$0.first, $0.second] } ?? [shown, other].sorted()
    default: codes
    }
  }
}
