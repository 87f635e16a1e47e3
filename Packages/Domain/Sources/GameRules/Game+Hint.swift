import Domain

extension Game {
  /// The next hint about the current answer, each costing a point: about a country its region, the
  /// first letters of its name, a neighbour, then its capital (a name-them-all, which says where
  /// its countries are, skips the region); about a capital its first letter, its length, then its
  /// first half; in higher or lower the first country's figure.
  mutating func hint(on board: GameBoard) -> GameEvent {
    guard let subject = hintSubject(on: board) else { return .noHint }
    let level = hints + 1
    let hint: GameHint?
    switch subject {
    case .country(let country):
      hint = Self.countryHint(
        country, level: mode.isRounds ? level : level + 1, on: board,
        letters: target.flatMap(\.prefixLength).map { $0 + 1 } ?? 1)
    case .capital(let code): hint = Self.capitalHint(code, level: level)
    case .measure(let code, let measure): hint = level == 1 ? .measure(code, measure) : nil
    }
    guard let hint else { return .noMoreHints }
    hints += 1
    hintsUsed += 1
    return .hint(hint)
  }

  private enum HintSubject {
    case country(Country)
    case capital(String)
    case measure(String, Ranking.Measure)
  }

  private func hintSubject(on board: GameBoard) -> HintSubject? {
    guard mode.isRounds else {
      let members = target?.members(on: board, in: language) ?? []
      return members.indices.first { !found.contains($0) }.map { .country(members[$0]) }
    }
    switch currentRound {
    case .capital(let code):
      guard let country = board.country(code), !country.capitals.isEmpty else { return nil }
      return .capital(code)
    case .countryOfCapital(let code), .flag(let code), .code(let code):
      return board.country(code).map { .country($0) }
    case .more(let first, _, let measure):
      return board.country(first) == nil ? nil : .measure(first, measure)
    case nil: return nil
    }
  }

  private static func countryHint(
    _ country: Country, level: Int, on board: GameBoard, letters: Int
  ) -> GameHint? {
    switch level {
    case 1: return .region(country.cca2)
    case 2: return .nameStart(country.cca2, letters: letters)
    case 3: return .neighbour(of: country.cca2, board.neighbours(of: country).first?.cca2)
    case 4: return country.capitals.isEmpty ? nil : .capital(country.cca2)
    default: return nil
    }
  }

  private static func capitalHint(_ code: String, level: Int) -> GameHint? {
    switch level {
    case 1: return .capitalStart(code)
    case 2: return .capitalLength(code)
    case 3: return .capitalHalf(code)
    default: return nil
    }
  }
}
