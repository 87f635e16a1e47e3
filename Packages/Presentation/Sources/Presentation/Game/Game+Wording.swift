import Domain

extension Game {
  /// The question of a round, naming the country, capital, flag or code it asks about.
  func question(_ round: GameRound, on board: GameBoard) -> String {
    let grader = GameGrader(board: board)
    switch round {
    case .capital(let code): return "What is the capital of \(grader.name(code))?"
    case .countryOfCapital(let code):
      let city = board.country(code)?.capitals.first ?? "?"
      return "\(city) is the capital of which country?"
    case .flag(let code):
      return "Which country's flag is this: \(board.country(code)?.flag.emoji ?? code)?"
    case .code(let code): return "Which country has the ISO code \(code)?"
    case .more(let first, let second, let measure):
      let which = measure == .population ? "Which has more people" : "Which is larger"
      return "\(which): \(grader.name(first)) or \(grader.name(second))?"
    }
  }

  /// The round in a few words, for the results table.
  func shortQuestion(_ round: GameRound, on board: GameBoard) -> String {
    let grader = GameGrader(board: board)
    switch round {
    case .capital(let code): return "Capital of \(grader.name(code))"
    case .countryOfCapital(let code):
      return "Country of \(board.country(code)?.capitals.first ?? code)"
    case .flag(let code): return "Flag \(board.country(code)?.flag.emoji ?? code)"
    case .code(let code): return "ISO code \(code)"
    case .more(let first, let second, let measure):
      return "\(measure == .population ? "More people" : "Larger"): "
        + "\(grader.name(first)) or \(grader.name(second))"
    }
  }

  /// The right answer to a round.
  func answerText(_ round: GameRound, on board: GameBoard) -> String {
    let grader = GameGrader(board: board)
    switch round {
    case .capital(let code): return grader.capitals(of: code)
    default:
      return Wording.capitalized(grader.name(round.answerCode(on: board)))
    }
  }

  /// "the capital of Peru is Lima", said when a round is skipped.
  func rightAnswer(_ round: GameRound, on board: GameBoard) -> String {
    "the answer is " + answerText(round, on: board)
  }

  /// The next hint about the current answer: the region, then the first letter, then a neighbour;
  /// each costs a point.
  mutating func hint(on board: GameBoard) -> String {
    guard let subject = hintSubject(on: board) else { return "No hint for this one." }
    let level = hints + 1
    let text: String?
    switch subject {
    case .country(let country):
      // A name-them-all already says where its countries are: its hints skip the region.
      text = Self.countryHint(
        country, level: mode.isRounds ? level : level + 1, on: board,
        letters: target.flatMap(\.prefixLength).map { $0 + 1 } ?? 1)
    case .capital(let name): text = Self.capitalHint(name, level: level)
    case .measure(let country, let measure):
      text =
        level == 1
        ? "\(Wording.capitalized(ReplyPresenter.displayName(country))) has "
          + (measure == .population
            ? Numbers.rounded(country.population) + " people."
            : Numbers.roundedArea(country.area) + ".") : nil
    }
    guard let text else { return "No more hints: answer, or skip." }
    hints += 1
    hintsUsed += 1
    return "Hint: \(text) (−1 point)"
  }

  private enum HintSubject {
    case country(Country)
    case capital(String)
    case measure(Country, Ranking.Measure)
  }

  private func hintSubject(on board: GameBoard) -> HintSubject? {
    guard mode.isRounds else {
      let members = target?.members(on: board) ?? []
      return members.indices.first { !found.contains($0) }.map { .country(members[$0]) }
    }
    switch currentRound {
    case .capital(let code): return board.country(code)?.capitals.first.map { .capital($0) }
    case .countryOfCapital(let code), .flag(let code), .code(let code):
      return board.country(code).map { .country($0) }
    case .more(let first, _, let measure):
      return board.country(first).map { .measure($0, measure) }
    case nil: return nil
    }
  }

  private static func countryHint(
    _ country: Country, level: Int, on board: GameBoard, letters: Int
  ) -> String? {
    switch level {
    case 1:
      let place = country.subregion.isEmpty ? country.region : country.subregion
      return place.isEmpty ? "It is not in any region of the data." : "It is in \(place)."
    case 2: return "Its name starts with \(country.names.common.prefix(letters))."
    case 3:
      guard let neighbour = board.neighbours(of: country).first else {
        return "It has no land border."
      }
      return "It borders \(ReplyPresenter.displayName(neighbour))."
    case 4:
      return country.capitals.first.map { "Its capital is \($0)." }
    default: return nil
    }
  }

  private static func capitalHint(_ name: String, level: Int) -> String? {
    switch level {
    case 1: return "It starts with \(name.prefix(1))."
    case 2: return "It has \(name.filter(\.isLetter).count) letters."
    case 3: return "It starts with \(name.prefix(max(2, name.count / 2)))…"
    default: return nil
    }
  }
}

extension Numbers {
  /// "about 34 million", "451".
  static func rounded(_ people: Int) -> String {
    let full = Numbers.people(people)
    guard let open = full.firstIndex(of: "(") else { return full }
    return String(full[..<open]).trimmingWhitespace()
  }

  /// "1,285,216 km²".
  static func roundedArea(_ squareKilometres: Double) -> String {
    "\(decimal(squareKilometres)) km²"
  }
}
