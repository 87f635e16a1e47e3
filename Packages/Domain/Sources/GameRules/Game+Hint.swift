import Domain

extension Game {
  /// The next hint about the current answer, each costing a point: about a country its region, the
  /// first letters of its name, a neighbour, then its capital (a name-them-all, which says where
  /// its countries are, skips the region); about a capital its first letter, its length, then its
  /// first half; in higher or lower the first country's figure. A hint never says again what the
  /// question says (the capital a round names, the letters of its code, the country whose
  /// neighbours are asked for), and is free when the player has nothing left to lose: a round
  /// already worth its last point, a name-them-all scoring nothing.
  mutating func hint(on board: GameBoard) -> GameEvent {
    guard let subject = hintSubject(on: board) else { return .noHint }
    let level = hints + 1
    let hint: GameHint?
    switch subject {
    case .country(let country):
      hint = countryHint(country, level: mode.isRounds ? level : level + 1, on: board)
    case .capital(let code): hint = Self.capitalHint(code, level: level)
    case .measure(let code, let measure): hint = level == 1 ? .measure(code, measure) : nil
    }
    guard let hint else { return .noMoreHints }
    let costs = mode.isRounds ? hints < Self.pointsPerRound - 1 : score > 0
    hints += 1
    guard costs else { return .freeHint(hint) }
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
    case .countryOfCapital(let code), .flag(let code), .code(let code), .shape(let code):
      return board.country(code).map { .country($0) }
    case .more(let first, _, let measure):
      return board.country(first) == nil ? nil : .measure(first, measure)
    // The question names both countries: no hint would not give the answer away.
    case .lookAlike: return nil
    case nil: return nil
    }
  }

  private func countryHint(_ country: Country, level: Int, on board: GameBoard) -> GameHint? {
    switch level {
    case 1: return .region(country.cca2)
    case 2: return .nameStart(country.cca2, letters: lettersGiven(of: country) + 1)
    case 3:
      let asked: String? = if case .neighbours(let code) = target { code } else { nil }
      let neighbour = board.neighbours(of: country).first { $0.cca2 != asked }
      return .neighbour(of: country.cca2, neighbour?.cca2)
    case 4:
      // "Lima is the capital of which country?" names the capital already.
      if case .countryOfCapital = currentRound { return nil }
      return country.capitals.isEmpty ? nil : .capital(country.cca2)
    default: return nil
    }
  }

  /// How many first letters of the country's name the question gives away already: a prefix
  /// game's letters; the letters its ISO code shares with the name's start ("PE", Peru).
  private func lettersGiven(of country: Country) -> Int {
    if let length = target?.prefixLength { return length }
    guard case .code(let code) = currentRound else { return 0 }
    let name = TextFolding.fold(country.listName(in: language))
    return zip(name, code.lowercased()).prefix { $0 == $1 }.count
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
