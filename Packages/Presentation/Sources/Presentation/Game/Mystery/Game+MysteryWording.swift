import Domain
import Foundation
import GameRules
import LanguagePacks

extension Game {
  /// A mystery country's words, in the game's language.
  var mysteryBook: MysteryWords { MysteryWords.table(for: language) }

  /// "I'm thinking of a country… (6 guesses)", then, once asked, how many are left.
  func mysteryPrompt() -> String {
    let words = mysteryBook
    guard let mystery, mystery.guesses > 0 else {
      return words.text(.prompt, ["count": book.number(Mystery.maximumGuesses)])
    }
    return words.text(.guessesLeft, ["count": book.number(mystery.guessesLeft)])
  }

  /// "3 questions asked · 2 of 6 guesses used."
  func mysteryStatus() -> String {
    mysteryBook.text(
      .status,
      [
        "count": book.number(mystery?.questions ?? 0), "other": book.number(asked),
        "total": book.number(Mystery.maximumGuesses),
      ])
  }

  /// What a mystery move showed: the answer, the clue, or the end with the secret named.
  func mysteryTurn(_ outcome: GameOutcome, on board: GameBoard, now: Int) -> GameTurn {
    let words = mysteryBook
    var lines: [Reply.Line] = []
    var countries: [String] = []
    var shape: CountryShape?
    switch outcome.event {
    case .mysteryAnswer(let question, let answer):
      lines.append(Reply.Line(.plain, said(answer, to: question, on: board)))
    case .mysteryClue(let clue), .mysteryLost(let clue):
      lines.append(Reply.Line(.wrong, self.clue(clue, on: board)))
      countries.append(clue.guess)
      // The guess's outline, drawn beside its distance and direction.
      shape = CountryShape.of(clue.guess)
    case .mysteryFound(let code, _):
      let found = words.text(
        .found,
        [
          "country": name(code, on: board), "count": book.number(mystery?.guesses ?? 1),
          "other": book.number(mystery?.questions ?? 0),
          "total": book.number(Mystery.maximumGuesses),
        ])
      lines.append(Reply.Line(.right, found))
      countries.append(code)
    case .noHint: lines.append(Reply.Line(.notice, words.text(.noHint)))
    case .status: lines.append(Reply.Line(.plain, mysteryStatus()))
    case .help, .nothingToSkip: lines.append(Reply.Line(.notice, words.text(.help)))
    case .gameOver: lines.append(Reply.Line(.heading, book.text(.gameOver)))
    case .timeUp: lines.append(Reply.Line(.wrong, book.text(.timeUp)))
    case .refused(let refusal): lines.append(Reply.Line(.notice, why(refusal, on: board)))
    default: lines.append(Reply.Line(.notice, book.text(.dataChanged)))
    }
    if outcome.isEnd, let secret = mystery?.secret {
      if case .mysteryLost = outcome.event {
        lines.append(Reply.Line(.missed, words.text(.lost, ["country": name(secret, on: board)])))
      } else if mystery?.found != true {
        lines.append(
          Reply.Line(.missed, words.text(.reveal, ["country": name(secret, on: board)])))
      }
      if let share = mysteryShareLine(on: board) { lines.append(Reply.Line(.plain, share)) }
      countries.append(secret)
    } else if case .mysteryClue = outcome.event {
      lines.append(Reply.Line(.heading, mysteryPrompt()))
    }
    return GameTurn(lines: lines, countries: countries, image: nil, shape: shape)
  }

  /// "Borders France? Yes." / "More than 50 million people? No: between 20 and 50 million."
  func said(_ answer: MysteryAnswer, to question: MysteryQuestion, on board: GameBoard)
    -> String
  {
    let words = mysteryBook
    let asked = self.asked(question, on: board)
    switch answer {
    case .yes(let range), .no(let range):
      var reply = words.text(answer == .yes(range) ? .yes : .no)
      if let range {
        reply +=
          " " + words.text(range.measure == .population ? .people : .area, ["value": text(range)])
      }
      return asked + "? " + reply
    case .range(let range):
      return words.text(range.measure == .population ? .people : .area, ["value": text(range)])
    case .unknown: return asked + "? " + words.text(.unknown)
    }
  }

  /// "between 20 million and 50 million", "over 1 billion".
  func text(_ range: MysteryRange) -> String {
    let words = mysteryBook
    let lower = amount(range.lower, range.measure)
    guard let upper = range.upper else { return words.text(.above, ["value": lower]) }
    if range.lower == 0 { return words.text(.under, ["value": amount(upper, range.measure)]) }
    return words.text(.between, ["value": lower, "other": amount(upper, range.measure)])
  }

  /// "50 million", "100,000", "300,000 km²".
  func amount(_ value: Double, _ measure: Ranking.Measure) -> String {
    guard measure == .population else { return book.area(value) }
    if value >= 1e9 { return mysteryBook.text(.billions, ["value": book.number(Int(value / 1e9))]) }
    if value >= 1e6 { return mysteryBook.text(.millions, ["value": book.number(Int(value / 1e6))]) }
    return grouped(Int(value))
  }

  /// "8,673" in English, "8 673" in French: a number as the game's language groups its digits.
  func grouped(_ value: Int) -> String {
    language == .english ? Numbers.decimal(Double(value)) : book.number(value)
  }

  /// "✗ Not Spain. The mystery country is 1,054 km away, to the north-east ↗️ (94 % close). Warmer!"
  func clue(_ clue: MysteryClue, on board: GameBoard) -> String {
    let words = mysteryBook
    let line = words.text(
      .clue,
      [
        "country": name(clue.guess, on: board), "value": grouped(clue.kilometres),
        "other": words.text(Self.kind(of: clue.direction)), "arrow": clue.direction.arrow,
        "count": book.number(clue.proximity),
      ])
    switch clue.trend {
    case .first: return line
    case .warmer: return line + " " + words.text(.warmer)
    case .colder: return line + " " + words.text(.colder)
    case .same: return line + " " + words.text(.same)
    }
  }

  static func kind(of point: Compass) -> MysteryWords.Kind {
    let kinds: [MysteryWords.Kind] = [
      .north, .northEast, .east, .southEast, .south, .southWest, .west, .northWest,
    ]
    return kinds[point.rawValue]
  }
}
