import Domain
import GameRules
import LanguagePacks

extension LearningWords {
  /// The words of `language`.
  static func of(_ language: Language) -> LearningWords { table(for: language) }

  func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    Placeholders.fill(texts[kind] ?? "", with: values)
  }

  /// "4 s", or "1:05" from a minute on.
  func time(_ seconds: Int) -> String {
    seconds < 60 ? text(.seconds, ["count": String(seconds)]) : Game.clock(seconds)
  }

  /// What a kind of round is called in a list of weak countries ("capital", "flag").
  func kind(of round: GameRound) -> String {
    switch round {
    case .capital: text(.kindCapital)
    case .countryOfCapital: text(.kindCountryOfCapital)
    case .flag: text(.kindFlag)
    case .code: text(.kindCode)
    case .shape: text(.kindShape)
    case .lookAlike: text(.kindLookAlike)
    case .more: ""
    }
  }
}

extension Game {
  /// "Time per question: Peru — 4 s; Chile — 12 s." for the rounds whose time the game holds; nil
  /// when it holds none.
  func timesLine(on board: GameBoard) -> String? {
    let words = LearningWords.of(language)
    let items = zip(roundsAsked > 0 ? Array(rounds.prefix(roundsAsked)) : [], secondsPerRound)
      .compactMap { round, seconds -> String? in
        guard let seconds else { return nil }
        // A look-alike round names the flag it showed; higher or lower, both countries.
        let codes = round.isLookAlike ? [round.answerCode(on: board)] : round.codes
        let names = codes.map { book.plainName(code: $0, on: board) }
        return names.joined(separator: " / ") + " — " + words.time(seconds)
      }
    guard !items.isEmpty else { return nil }
    return words.text(.timePerRound, ["value": items.joined(separator: words.text(.separator))])
  }
}

extension GamePhrasebook {
  /// The name alone of the country of `code`, as a list shows it; the code when the data has none.
  func plainName(code: String, on board: GameBoard) -> String {
    board.country(code).map(plainName) ?? code
  }
}
