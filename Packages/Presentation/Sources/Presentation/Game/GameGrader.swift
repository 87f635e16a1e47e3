import Domain

/// Grades one typed answer the way a person would call fair: aliases, former names and the data's
/// translations count, a typo counts when no other country is as close, and a different country is
/// never taken for the one asked. A refusal says why, and does not use up the question.
struct GameGrader {
  let board: GameBoard

  enum Verdict: Equatable {
    /// Right; the note says how the guess was read when it was not the name as the data writes it.
    case right(code: String, note: String?)
    /// Wrong, and why.
    case wrong(String)
    /// Not graded (several countries fit, or no country is called that), and why.
    case refused(String)
  }

  /// A guess at the country `expected`.
  func country(_ guess: String, expected: String) -> Verdict {
    let match = board.matcher.countries(named: guess)
    let typed = DisplayText.sanitized(guess, maxLength: 60)
    guard !match.codes.isEmpty else {
      return .refused("I don't know a country called \"\(typed)\". Try again, or skip.")
    }
    if match.codes == [expected] { return .right(code: expected, note: note(guess, match)) }
    if match.codes.count > 1 {
      let names = match.codes.compactMap(board.country).map(ReplyPresenter.displayName)
      let list = Wording.list(names, conjunction: "or")
      if match.codes.contains(expected) || match.isTypo {
        return .refused("\"\(typed)\" could be \(list): which one?")
      }
      return .wrong("\"\(typed)\" is \(list), not \(name(expected)).")
    }
    return .wrong(differs(match.codes[0], from: expected))
  }

  /// A guess at one of `members` (a name-them-all): the index it names, or why not.
  func member(_ guess: String, of members: [Country], found: Set<Int>, target: GameTarget)
    -> (index: Int?, verdict: Verdict)
  {
    let match = board.matcher.countries(named: guess)
    let typed = DisplayText.sanitized(guess, maxLength: 60)
    guard !match.codes.isEmpty else {
      return (nil, .refused("I don't know a country called \"\(typed)\"."))
    }
    let candidates = match.codes.compactMap { code in members.firstIndex { $0.cca2 == code } }
    if match.isTypo && match.codes.count > 1 {
      let names = match.codes.compactMap(board.country).map(ReplyPresenter.displayName)
      let list = Wording.list(names, conjunction: "or")
      return (nil, .refused("\"\(typed)\" could be \(list)."))
    }
    guard !candidates.isEmpty else {
      guard let country = board.country(match.codes[0]) else {
        return (nil, .refused("I don't know a country called \"\(typed)\"."))
      }
      return (nil, .wrong(target.excludes(country, on: board)))
    }
    let open = candidates.filter { !found.contains($0) }
    switch open.count {
    case 0:
      let name = ReplyPresenter.displayName(members[candidates[0]])
      return (nil, .refused("You already named \(name)."))
    case 1:
      return (open[0], .right(code: members[open[0]].cca2, note: note(guess, match)))
    default:
      let names = open.map { ReplyPresenter.displayName(members[$0]) }
      let list = Wording.list(names, conjunction: "or")
      return (nil, .refused("\"\(typed)\" could be \(list)."))
    }
  }

  /// A guess at the capital of `expected`.
  func capital(_ guess: String, of expected: String) -> Verdict {
    let match = board.matcher.capitals(named: guess)
    let typed = DisplayText.sanitized(guess, maxLength: 60)
    let right = capitals(of: expected)
    if match.codes.contains(expected) && (match.codes.count == 1 || !match.isTypo) {
      return .right(code: expected, note: match.isTypo ? "(It is spelled \(right).)" : nil)
    }
    if match.codes.count > 1, match.codes.contains(expected) {
      return .refused("\"\(typed)\" is close to more than one capital: spell it out.")
    }
    if let other = match.codes.first.flatMap(board.country), let city = other.capitals.first {
      return .wrong(
        "\(city) is the capital of \(ReplyPresenter.displayName(other)); "
          + "the capital of \(name(expected)) is \(right).")
    }
    if let named = board.matcher.countries(named: guess).codes.first.flatMap(board.country),
      !match.isTypo, match.codes.isEmpty
    {
      return .refused(
        "\(Wording.capitalized(ReplyPresenter.displayName(named))) is a country: name a city.")
    }
    return .wrong("The capital of \(name(expected)) is \(right).")
  }

  /// "Niger is a different country from Nigeria", "Sudan is not South Sudan".
  func differs(_ code: String, from expected: String) -> String {
    let guessed = Wording.capitalized(name(code))
    let asked = name(expected)
    let either = TextFolding.fold(asked).contains(TextFolding.fold(guessed))
    let oneInOther = either || TextFolding.fold(guessed).contains(TextFolding.fold(asked))
    return oneInOther
      ? "\(guessed) is not \(asked): it is a different country."
      : "\(guessed) is a different country; the answer is \(asked)."
  }

  func name(_ code: String) -> String {
    board.country(code).map(ReplyPresenter.displayName) ?? code
  }

  func capitals(of code: String) -> String {
    Wording.list(board.country(code)?.capitals ?? [], conjunction: "or")
  }

  /// How a guess was read, when it was not the name as the data writes it: "you mean North Macedonia?".
  private func note(_ guess: String, _ match: NameMatch) -> String? {
    guard let code = match.codes.first, let country = board.country(code) else { return nil }
    let typed = TextFolding.fold(guess.trimmingWhitespace())
    let plain = [country.names.common, ReplyPresenter.displayName(country)].map(TextFolding.fold)
    guard !plain.contains(typed) else { return nil }
    let shown = DisplayText.sanitized(guess.trimmingWhitespace(), maxLength: 60)
    return match.isTypo
      ? "(It is spelled \(country.names.common).)"
      : "\"\(shown)\": you mean \(ReplyPresenter.displayName(country))? Accepted."
  }
}
