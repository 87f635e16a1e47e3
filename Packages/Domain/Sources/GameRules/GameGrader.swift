import Domain

/// Grades one typed answer the way a person would call fair: aliases, former names and the data's
/// translations count, a typo counts when no other country is as close, and a different country is
/// never taken for the one asked. A refusal says why, and does not use up the question.
struct GameGrader {
  let board: GameBoard
  /// The game's language: the names and capitals it writes are read as exact.
  var language: Language = .english

  enum Verdict: Equatable {
    case graded(GameGrade)
    /// Not graded (several countries fit, or no country is called that).
    case refused(GameRefusal)
  }

  /// A guess at the country `expected`.
  func country(_ guess: String, expected: String) -> Verdict {
    let match = board.matcher.countries(named: guess)
    guard !match.codes.isEmpty else { return .refused(.unknownName(guess)) }
    if match.codes == [expected] { return .graded(.right(reading(guess, match))) }
    if match.codes.count > 1 {
      if match.codes.contains(expected) || match.isTypo {
        return .refused(.severalFit(guess, match.codes))
      }
      return .graded(.wrong(.otherCountries(match.codes, guess: guess)))
    }
    return .graded(.wrong(.otherCountry(match.codes[0])))
  }

  /// A guess at one of `members` (a name-them-all): the member it names, or why not.
  func member(_ guess: String, of members: [Country], found: Set<Int>) -> GameEvent {
    let match = board.matcher.countries(named: guess)
    guard !match.codes.isEmpty else { return .refused(.unknownName(guess)) }
    let candidates = match.codes.compactMap { code in members.firstIndex { $0.cca2 == code } }
    if match.isTypo && match.codes.count > 1 { return .refused(.severalFit(guess, match.codes)) }
    guard !candidates.isEmpty else {
      guard board.country(match.codes[0]) != nil else { return .refused(.unknownName(guess)) }
      return .notAMember(match.codes[0])
    }
    let open = candidates.filter { !found.contains($0) }
    switch open.count {
    case 0: return .refused(.alreadyNamed(members[candidates[0]].cca2))
    case 1: return .named(open[0], code: members[open[0]].cca2, reading(guess, match))
    default: return .refused(.severalFit(guess, open.map { members[$0].cca2 }))
    }
  }

  /// A guess at the capital of `expected`.
  func capital(_ guess: String, of expected: String) -> Verdict {
    let match = board.matcher.capitals(named: guess)
    // The capital as the game's language writes it ("Pékin") is right too.
    let local = board.country(expected).map { $0.capitals(in: language) } ?? []
    let typed = TextFolding.fold(guess.withoutOuterWhitespace)
    if local.contains(where: { TextFolding.fold($0) == typed }) { return .graded(.right(.exact)) }
    if match.codes.contains(expected) && (match.codes.count == 1 || !match.isTypo) {
      return .graded(.right(match.isTypo ? .typo(expected, guess: guess) : .exact))
    }
    if match.codes.count > 1, match.codes.contains(expected) {
      return .refused(.severalCapitals(guess))
    }
    if let code = match.codes.first, let other = board.country(code), !other.capitals.isEmpty {
      return .graded(.wrong(.otherCapital(code)))
    }
    if !match.isTypo, match.codes.isEmpty,
      let named = board.matcher.countries(named: guess).codes.first, board.country(named) != nil
    {
      return .refused(.countryForCapital(named))
    }
    return .graded(.wrong(.unknownCapital))
  }

  /// A guess at which of `first` and `second` has more, `winner` being the one that has: either
  /// country's name, and nothing else, answers.
  func either(_ guess: String, _ first: String, _ second: String, winner: String) -> Verdict {
    let codes = board.matcher.countries(named: guess).codes
    guard codes.count == 1, [first, second].contains(codes[0]) else {
      return .refused(.neitherOf(first, second))
    }
    return Self.pick(codes[0], winner: winner)
  }

  /// The country picked of a higher-or-lower round's two, graded.
  static func pick(_ code: String, winner: String) -> Verdict {
    .graded(code == winner ? .right(.exact) : .wrong(.otherCountry(code)))
  }

  /// How a right guess was read: exact when it is the name as the data writes it, in English or in
  /// the game's language; otherwise a typo, or another name, of the country the match found first.
  private func reading(_ guess: String, _ match: NameMatch) -> GameReading {
    guard let code = match.codes.first, let country = board.country(code) else { return .exact }
    let typed = TextFolding.fold(guess.withoutOuterWhitespace)
    let names = [country.names.common, country.listName(in: language)].map(TextFolding.fold)
    guard !names.contains(typed) else { return .exact }
    return match.isTypo ? .typo(code, guess: guess) : .alias(code, guess: guess)
  }
}
