import Domain
import LanguagePacks

/// Grades one typed answer the way a person would call fair: aliases, former names and the data's
/// translations count, a typo counts when no other country is as close, and a different country is
/// never taken for the one asked. A refusal says why, and does not use up the question.
struct GameGrader {
  let board: GameBoard
  /// The game's language: its sentences and names.
  var book: GamePhrasebook = .english

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
      return .refused(book.text(.unknownCountry, ["value": typed]))
    }
    if match.codes == [expected] { return .right(code: expected, note: note(guess, match)) }
    if match.codes.count > 1 {
      let list = book.either(match.codes.compactMap(board.country).map(book.name))
      if match.codes.contains(expected) || match.isTypo {
        return .refused(book.text(.couldBeWhich, ["value": typed, "other": list]))
      }
      return .wrong(
        book.text(.isNot, ["value": typed, "other": list, "country": name(expected)]))
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
      return (nil, .refused(book.text(.unknownCountryNamed, ["value": typed])))
    }
    let candidates = match.codes.compactMap { code in members.firstIndex { $0.cca2 == code } }
    if match.isTypo && match.codes.count > 1 {
      let list = book.either(match.codes.compactMap(board.country).map(book.name))
      return (nil, .refused(book.text(.couldBe, ["value": typed, "other": list])))
    }
    guard !candidates.isEmpty else {
      guard let country = board.country(match.codes[0]) else {
        return (nil, .refused(book.text(.unknownCountryNamed, ["value": typed])))
      }
      return (nil, .wrong(target.excludes(country, on: board, in: book)))
    }
    let open = candidates.filter { !found.contains($0) }
    switch open.count {
    case 0:
      return (
        nil, .refused(book.text(.alreadyNamed, ["country": book.name(members[candidates[0]])]))
      )
    case 1:
      return (open[0], .right(code: members[open[0]].cca2, note: note(guess, match)))
    default:
      let list = book.either(open.map { book.name(members[$0]) })
      return (nil, .refused(book.text(.couldBe, ["value": typed, "other": list])))
    }
  }

  /// A guess at the capital of `expected`.
  func capital(_ guess: String, of expected: String) -> Verdict {
    let match = board.matcher.capitals(named: guess)
    let typed = DisplayText.sanitized(guess, maxLength: 60)
    let right = capitals(of: expected)
    // The capital as the game's language writes it ("Pékin") is right too.
    let local = board.country(expected).map(book.capitals) ?? []
    if local.contains(where: {
      TextFolding.fold($0) == TextFolding.fold(guess.trimmingWhitespace())
    }) {
      return .right(code: expected, note: nil)
    }
    if match.codes.contains(expected) && (match.codes.count == 1 || !match.isTypo) {
      return .right(
        code: expected, note: match.isTypo ? book.text(.spelled, ["value": right]) : nil)
    }
    if match.codes.count > 1, match.codes.contains(expected) {
      return .refused(book.text(.closeToMany, ["value": typed]))
    }
    if let other = match.codes.first.flatMap(board.country), let city = book.capitals(other).first {
      return .wrong(
        book.text(
          .wrongCapital,
          ["value": city, "other": book.name(other), "country": name(expected), "count": right]))
    }
    if let named = board.matcher.countries(named: guess).codes.first.flatMap(board.country),
      !match.isTypo, match.codes.isEmpty
    {
      return .refused(book.text(.isACountry, ["country": book.title(named)]))
    }
    return .wrong(book.text(.capitalIs, ["country": name(expected), "value": right]))
  }

  /// "Niger is a different country from Nigeria", "Sudan is not South Sudan".
  func differs(_ code: String, from expected: String) -> String {
    let guessed = Wording.capitalized(name(code))
    let asked = name(expected)
    let either = TextFolding.fold(asked).contains(TextFolding.fold(guessed))
    let oneInOther = either || TextFolding.fold(guessed).contains(TextFolding.fold(asked))
    return book.text(oneInOther ? .notDifferent : .different, ["value": guessed, "country": asked])
  }

  func name(_ code: String) -> String {
    book.name(code, on: board)
  }

  func capitals(of code: String) -> String {
    book.either(board.country(code).map(book.capitals) ?? [])
  }

  /// How a guess was read, when it was not the name as the data writes it: "you mean North Macedonia?".
  private func note(_ guess: String, _ match: NameMatch) -> String? {
    guard let code = match.codes.first, let country = board.country(code) else { return nil }
    let typed = TextFolding.fold(guess.trimmingWhitespace())
    let plain = [country.names.common, ReplyPresenter.displayName(country), book.name(country)]
      .map(TextFolding.fold)
    guard !plain.contains(typed) else { return nil }
    let shown = DisplayText.sanitized(guess.trimmingWhitespace(), maxLength: 60)
    return match.isTypo
      ? book.text(.spelled, ["value": book.plainName(country)])
      : book.text(.accepted, ["value": shown, "country": book.name(country)])
  }
}
