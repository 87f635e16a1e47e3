import Domain
import Foundation
import LanguagePacks

extension Game {
  typealias Command = GameCommand
}

extension GameCommand {
  /// Longer than any command of any language, in UTF-8 bytes (the longest is under 30).
  static let longestLine = 60

  /// The command `line` names in the words of `book` or English's (accents and case ignored); nil
  /// for a guess.
  init?(_ line: String, in book: GamePhrasebook) {
    // Every command in every language is a few short words: a longer line is a guess, and is not
    // folded here.
    guard line.utf8.count <= Self.longestLine else { return nil }
    let word = line.filter { $0 != "/" }.gameWords
    for words in [book.commands, GamePhrasebook.english.commands] {
      if let command = Self.allCases.first(where: {
        words[$0]?.contains { $0.gameWords == word } == true
      }) {
        self = command
        return
      }
    }
    return nil
  }
}

extension Game {
  /// How to play, in the game's language.
  var helpText: String { book.text(.help) }

  /// Plays one line at `now` (seconds since 1970): a guess or a game command.
  public mutating func play(_ line: String, on board: GameBoard, now: Int) -> GameTurn {
    if let turn = expire(on: board, now: now) { return turn }
    switch Command(line, in: book) {
    case .hint: return turn([hint(on: board)], on: board)
    case .skip: return skip(on: board, now: now)
    case .score: return turn([Reply.Line(.plain, status(on: board, now: now))], on: board)
    case .stop: return end(on: board, now: now, lead: Reply.Line(.heading, book.text(.gameOver)))
    case .help: return turn([Reply.Line(.notice, helpText)], on: board)
    case nil:
      return mode.isRounds ? answer(line, on: board, now: now) : name(line, on: board, now: now)
    }
  }

  /// Ends the game when its clock ran out before `now`; nil while time is left.
  public mutating func expire(on board: GameBoard, now: Int) -> GameTurn? {
    guard !isOver, let deadline, now >= deadline else { return nil }
    return end(on: board, now: deadline, lead: Reply.Line(.wrong, book.text(.timeUp)))
  }

  /// The question being asked, or what a name-them-all wants.
  public func prompt(on board: GameBoard, now: Int) -> String {
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

  private mutating func answer(_ line: String, on board: GameBoard, now: Int) -> GameTurn {
    guard let round = currentRound else {
      return end(on: board, now: now, lead: Reply.Line(.heading, book.text(.gameOver)))
    }
    let grader = GameGrader(board: board, book: book)
    let verdict: GameGrader.Verdict
    switch round {
    case .capital(let code): verdict = grader.capital(line, of: code)
    case .countryOfCapital(let code), .flag(let code), .code(let code):
      verdict = grader.country(line, expected: code)
    case .more(let first, let second, _):
      verdict = higherLower(line, first, second, round.answerCode(on: board), grader)
    }
    guesses += 1
    switch verdict {
    case .refused(let why): return turn([Reply.Line(.notice, why)], on: board)
    case .right(_, let note):
      marks.append(.right(hints: hints))
      hints = 0
      let said = [book.text(.right), note].compactMap { $0 }.joined(separator: " ")
      return advance(Reply.Line(.right, said), on: board, now: now)
    case .wrong(let why):
      marks.append(.wrong)
      hints = 0
      return advance(Reply.Line(.wrong, "✗ " + why), on: board, now: now)
    }
  }

  private func higherLower(
    _ line: String, _ first: String, _ second: String, _ winner: String, _ grader: GameGrader
  ) -> GameGrader.Verdict {
    let word = line.gameWords
    let pick: String?
    if book.firstPick.contains(word) || GamePhrasebook.english.firstPick.contains(word) {
      pick = first
    } else if book.secondPick.contains(word) || GamePhrasebook.english.secondPick.contains(word) {
      pick = second
    } else {
      let codes = board(grader).matcher.countries(named: line).codes
      pick = codes.count == 1 && [first, second].contains(codes[0]) ? codes[0] : nil
    }
    guard let pick else {
      return .refused(
        book.text(.answerEither, ["country": grader.name(first), "other": grader.name(second)]))
    }
    let facts = comparison(first, second, grader.board)
    return pick == winner ? .right(code: pick, note: facts) : .wrong(facts)
  }

  private func board(_ grader: GameGrader) -> GameBoard { grader.board }

  /// "Peru has about 34 million people, Chile about 19.5 million."
  private func comparison(_ first: String, _ second: String, _ board: GameBoard) -> String {
    guard case .more(_, _, let measure) = currentRound,
      let a = board.country(first), let b = board.country(second)
    else { return "" }
    let (winner, loser) = Ranking(measure: measure, order: .most).ranked([a, b]).pair
    func value(_ country: Country) -> String {
      measure == .population ? book.people(country.population) : book.area(country.area)
    }
    return book.text(
      .comparison,
      [
        "country": book.title(winner), "value": value(winner), "other": book.name(loser),
        "count": value(loser),
      ])
  }

  private mutating func name(_ line: String, on board: GameBoard, now: Int) -> GameTurn {
    guard let target else {
      return end(on: board, now: now, lead: Reply.Line(.heading, book.text(.gameOver)))
    }
    let members = target.members(on: board, in: language)
    guard members.count == total else {
      return end(on: board, now: now, lead: Reply.Line(.notice, book.text(.dataChanged)))
    }
    guesses += 1
    let firstOpen = members.indices.first { !found.contains($0) }
    let (index, verdict) = GameGrader(board: board, book: book).member(
      line, of: members, found: found, target: target)
    switch verdict {
    case .right(_, let note):
      guard let index else { break }
      found.insert(index)
      if index == firstOpen { hints = 0 }
      let said = [book.text(.named, ["country": book.title(members[index])]), note]
        .compactMap { $0 }.joined(separator: " ")
      if found.count == total {
        return end(
          on: board, now: now, lead: Reply.Line(.right, said + " " + book.text(.namedAll)))
      }
      return GameTurn(
        lines: [Reply.Line(.right, said + " " + status(on: board, now: now))],
        countries: [members[index].cca2], imageURL: nil)
    case .wrong(let why):
      return turn([Reply.Line(.wrong, "✗ " + why + " " + status(on: board, now: now))], on: board)
    case .refused(let why):
      return turn([Reply.Line(.notice, why + " " + status(on: board, now: now))], on: board)
    }
    return turn([Reply.Line(.plain, status(on: board, now: now))], on: board)
  }

  private mutating func skip(on board: GameBoard, now: Int) -> GameTurn {
    guard mode.isRounds, let round = currentRound else {
      return turn([Reply.Line(.notice, book.text(.nothingToSkip))], on: board)
    }
    marks.append(.skipped)
    hints = 0
    let said = book.text(.skipped, ["value": answerText(round, on: board)])
    return advance(Reply.Line(.plain, said), on: board, now: now)
  }

  /// What the guess got, then the next question; or the end, led by it.
  private mutating func advance(_ said: Reply.Line, on board: GameBoard, now: Int) -> GameTurn {
    guard currentRound != nil else { return end(on: board, now: now, lead: said) }
    return turn([said, Reply.Line(.heading, prompt(on: board, now: now))], on: board)
  }

  /// The turn with the current question's flag (on flag questions) and countries.
  private func turn(_ lines: [Reply.Line], on board: GameBoard) -> GameTurn {
    var image: String?
    if case .flag(let code) = currentRound, !isOver {
      image = board.country(code).map(\.flag.pngURL).flatMap { $0.isEmpty ? nil : $0 }
    }
    return GameTurn(lines: lines, countries: currentRound?.namedCodes ?? [], imageURL: image)
  }

  /// "Score 7 · question 4 of 10", "Named 12 of 54 · 3:12 left".
  func status(on board: GameBoard, now: Int) -> String {
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
}

extension Array {
  fileprivate var pair: (Element, Element) { (self[0], self[1]) }
}
