import Domain
import LanguagePacks

extension Game {
  /// The question of a round, naming the country, capital, flag or code it asks about.
  func question(_ round: GameRound, on board: GameBoard) -> String {
    let grader = GameGrader(board: board, book: book)
    switch round {
    case .capital(let code): return book.text(.qCapital, ["country": grader.name(code)])
    case .countryOfCapital(let code):
      return book.text(.qCountryOfCapital, ["value": capital(of: code, on: board) ?? "?"])
    case .flag(let code):
      return book.text(.qFlag, ["value": board.country(code)?.flag.emoji ?? code])
    case .code(let code): return book.text(.qCode, ["value": code])
    case .more(let first, let second, let measure):
      return book.text(
        measure == .population ? .qMorePeople : .qLarger,
        ["country": grader.name(first), "other": grader.name(second)])
    }
  }

  /// The round in a few words, for the results table.
  func shortQuestion(_ round: GameRound, on board: GameBoard) -> String {
    let grader = GameGrader(board: board, book: book)
    switch round {
    case .capital(let code): return book.text(.sCapital, ["country": grader.name(code)])
    case .countryOfCapital(let code):
      return book.text(.sCountryOfCapital, ["value": capital(of: code, on: board) ?? code])
    case .flag(let code):
      return book.text(.sFlag, ["value": board.country(code)?.flag.emoji ?? code])
    case .code(let code): return book.text(.sCode, ["value": code])
    case .more(let first, let second, let measure):
      return book.text(
        measure == .population ? .sMorePeople : .sLarger,
        ["country": grader.name(first), "other": grader.name(second)])
    }
  }

  /// The first capital of `code`, as the game's language writes it.
  private func capital(of code: String, on board: GameBoard) -> String? {
    board.country(code).flatMap { book.capitals($0).first }
  }

  /// The right answer to a round.
  func answerText(_ round: GameRound, on board: GameBoard) -> String {
    let grader = GameGrader(board: board, book: book)
    switch round {
    case .capital(let code): return grader.capitals(of: code)
    default:
      return Wording.capitalized(grader.name(round.answerCode(on: board)))
    }
  }

  /// The next hint about the current answer: the region, then the first letter, then a neighbour;
  /// each costs a point.
  mutating func hint(on board: GameBoard) -> Reply.Line {
    guard let subject = hintSubject(on: board) else {
      return Reply.Line(.notice, book.text(.noHint))
    }
    let level = hints + 1
    let text: String?
    switch subject {
    case .country(let country):
      // A name-them-all already says where its countries are: its hints skip the region.
      text = Self.countryHint(
        country, level: mode.isRounds ? level : level + 1, on: board, book: book,
        letters: target.flatMap(\.prefixLength).map { $0 + 1 } ?? 1)
    case .capital(let name): text = Self.capitalHint(name, level: level, book: book)
    case .measure(let country, let measure):
      text =
        level == 1
        ? book.text(
          .hintMeasure,
          [
            "country": book.title(country),
            "value": measure == .population
              ? book.people(country.population) : book.area(country.area),
          ]) : nil
    }
    guard let text else { return Reply.Line(.notice, book.text(.noMoreHints)) }
    hints += 1
    hintsUsed += 1
    return Reply.Line(.hint, book.text(.hint, ["value": text]))
  }

  private enum HintSubject {
    case country(Country)
    case capital(String)
    case measure(Country, Ranking.Measure)
  }

  private func hintSubject(on board: GameBoard) -> HintSubject? {
    guard mode.isRounds else {
      let members = target?.members(on: board, in: language) ?? []
      return members.indices.first { !found.contains($0) }.map { .country(members[$0]) }
    }
    switch currentRound {
    case .capital(let code): return capital(of: code, on: board).map { .capital($0) }
    case .countryOfCapital(let code), .flag(let code), .code(let code):
      return board.country(code).map { .country($0) }
    case .more(let first, _, let measure):
      return board.country(first).map { .measure($0, measure) }
    case nil: return nil
    }
  }

  private static func countryHint(
    _ country: Country, level: Int, on board: GameBoard, book: GamePhrasebook, letters: Int
  ) -> String? {
    switch level {
    case 1:
      let place = country.subregion.isEmpty ? country.region : country.subregion
      return place.isEmpty
        ? book.text(.hintNoRegion) : book.text(.hintRegion, ["value": book.region(place)])
    case 2:
      return book.text(
        .hintNameStarts, ["value": String(book.plainName(country).prefix(letters))])
    case 3:
      guard let neighbour = board.neighbours(of: country).first else {
        return book.text(.hintNoBorder)
      }
      return book.text(.hintBorders, ["country": book.name(neighbour)])
    case 4:
      return book.capitals(country).first.map { book.text(.hintCapital, ["value": $0]) }
    default: return nil
    }
  }

  private static func capitalHint(_ name: String, level: Int, book: GamePhrasebook) -> String? {
    switch level {
    case 1: return book.text(.hintCityStarts, ["value": String(name.prefix(1))])
    case 2:
      return book.text(.hintCityLetters, ["count": book.number(name.filter(\.isLetter).count)])
    case 3:
      return book.text(.hintCityBegins, ["value": String(name.prefix(max(2, name.count / 2)))])
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
