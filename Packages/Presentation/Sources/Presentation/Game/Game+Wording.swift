import Domain
import GameRules
import LanguagePacks

extension Game {
  /// What the game says and reads, in its language.
  var book: GamePhrasebook { GamePhrasebook.of(language) }

  /// How to play, in the game's language.
  var helpText: String {
    mode == .findMine
      ? findBook.text(.help)
      : mystery != nil
        ? mysteryBook.text(.help) : travle != nil ? travleBook.text(.help) : book.text(.help)
  }

  /// The question being asked, or what a name-them-all wants.
  public func prompt(on board: GameBoard, now: Int) -> String {
    if mode == .findMine { return findPrompt(on: board) }
    if mystery != nil { return mysteryPrompt() }
    if travle != nil { return travlePrompt(on: board) }
    guard mode.isRounds else {
      let what = target.map { $0.description(on: board, in: book) } ?? book.text(.theCountries)
      return book.text(.nameThem, ["value": what, "total": book.number(total)])
    }
    guard let round = currentRound else { return "" }
    return book.text(
      .questionOf,
      [
        "count": book.number(marks.count + 1), "total": book.number(rounds.count),
        "value": question(round, on: board),
      ])
  }

  /// "Score 7 · question 4 of 10", "Named 12 of 54 · 3:12 left".
  func status(on board: GameBoard, now: Int) -> String {
    if mystery != nil { return mysteryStatus() }
    if travle != nil { return travleStatus() }
    let clock =
      remaining(at: now).map { " · " + book.text(.timeLeft, ["value": Self.clock($0)]) } ?? ""
    guard mode.isRounds else {
      return book.text(
        .statusNamed,
        ["count": book.number(found.count), "total": book.number(total), "value": clock])
    }
    return book.text(
      .statusScore,
      [
        "count": book.number(score), "other": book.number(asked),
        "total": book.number(rounds.count), "value": clock,
      ])
  }

  /// The question of a round, naming the country, capital, flag or code it asks about.
  func question(_ round: GameRound, on board: GameBoard) -> String {
    switch round {
    case .capital(let code): return book.text(.qCapital, ["country": name(code, on: board)])
    case .countryOfCapital(let code):
      return book.text(.qCountryOfCapital, ["value": capital(of: code, on: board) ?? "?"])
    case .flag(let code):
      // Where the reply carries the flag's picture, the text does not spell it out as an emoji too:
      // where flags are drawn as regional-indicator letters, those letters give the answer away.
      guard let flag = board.country(code)?.flag else { return book.text(.qFlag, ["value": code]) }
      return flag.pngURL.isEmpty
        ? book.text(.qFlag, ["value": flag.emoji]) : book.text(.qFlagPictured)
    case .code(let code): return book.text(.qCode, ["value": code])
    case .shape: return book.text(.qShape)
    case .more(let first, let second, let measure):
      return book.text(
        measure == .population ? .qMorePeople : .qLarger,
        ["country": name(first, on: board), "other": name(second, on: board)])
    case .lookAlike: return lookAlike(round, .qLookAlike, on: board)
    }
  }

  /// The round in a few words, for the results table.
  func shortQuestion(_ round: GameRound, on board: GameBoard) -> String {
    switch round {
    case .capital(let code): return book.text(.sCapital, ["country": name(code, on: board)])
    case .countryOfCapital(let code):
      return book.text(.sCountryOfCapital, ["value": capital(of: code, on: board) ?? code])
    case .flag(let code):
      return book.text(.sFlag, ["value": board.country(code)?.flag.emoji ?? code])
    case .code(let code): return book.text(.sCode, ["value": code])
    case .shape: return book.text(.sShape)
    case .more(let first, let second, let measure):
      return book.text(
        measure == .population ? .sMorePeople : .sLarger,
        ["country": name(first, on: board), "other": name(second, on: board)])
    case .lookAlike: return lookAlike(round, .sLookAlike, on: board)
    }
  }

  /// The right answer to a round.
  func answerText(_ round: GameRound, on board: GameBoard) -> String {
    switch round {
    case .capital(let code): return capitals(of: code, on: board)
    default: return Wording.capitalized(name(round.answerCode(on: board), on: board))
    }
  }

  /// The country of `code` as the game's language names it in a sentence; the code itself when
  /// the data has no such country.
  func name(_ code: String, on board: GameBoard) -> String {
    book.name(code, on: board)
  }

  /// The first capital of `code`, as the game's language writes it.
  func capital(of code: String, on board: GameBoard) -> String? {
    board.country(code).flatMap { book.capitals($0).first }
  }

  /// Every capital of `code`: "Pretoria, Bloemfontein or Cape Town".
  func capitals(of code: String, on board: GameBoard) -> String {
    book.either(board.country(code).map(book.capitals) ?? [])
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
