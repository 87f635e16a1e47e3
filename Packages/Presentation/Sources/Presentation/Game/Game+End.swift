import Domain
import Foundation
import GameRules

extension Game {
  /// The end of the game: `lead`, then the score out of the questions asked, the time, and what was
  /// missed with the right answers (never a round the game did not reach).
  func end(lead: Reply.Line, on board: GameBoard, now: Int) -> GameTurn {
    let time = Self.clock(elapsed(at: now))
    var lines = [lead]
    func say(_ kind: Reply.Line.Kind, _ text: String) { lines.append(Reply.Line(kind, text)) }
    if mode.isRounds {
      say(
        .plain,
        book.text(
          .summaryRounds,
          [
            "count": book.number(score),
            "total": book.number(roundsAsked * Self.pointsPerRound),
            "value": book.number(rightAnswers), "other": book.number(roundsAsked), "time": time,
          ]))
      let missed = results(on: board).filter { $0.mark == .wrong || $0.mark == .missed }
      if !missed.isEmpty {
        let list = missed.map { "\($0.question) → \($0.answer)" }.joined(separator: "; ")
        say(.missed, book.text(.missed, ["value": list]))
      }
      if let times = timesLine(on: board) { say(.plain, times) }
      if let share = shareLine() { say(.plain, share) }
    } else {
      let what = target.map { $0.description(on: board, in: book) } ?? book.text(.theCountries)
      say(
        .plain,
        book.text(
          .summaryNameAll,
          [
            "count": book.number(found.count), "total": book.number(total), "value": what,
            "time": time, "other": book.number(score),
          ]))
      let missed = results(on: board).map(\.answer)
      if !missed.isEmpty {
        say(.missed, book.text(.missed, ["value": missed.joined(separator: ", ")]))
      }
    }
    return GameTurn(lines: lines, countries: [], image: nil)
  }

  /// Every round with its right answer, or the members of a name-them-all not named.
  public func results(on board: GameBoard) -> [GameResult] {
    if let mystery {
      return [
        GameResult(
          mark: mystery.found ? .right : .missed, question: mysteryBook.text(.name),
          answer: name(mystery.secret, on: board))
      ]
    }
    if let travle {
      return [
        GameResult(
          mark: travle.won ? .right : .missed, question: travleBook.text(.name),
          answer: TravleMap(travle, on: board).route(on: board).map { name($0, on: board) }
            .joined(separator: ", "))
      ]
    }
    guard mode.isRounds else {
      return membersNotNamed(on: board).map {
        GameResult(mark: .missed, question: "", answer: book.plainName($0))
      }
    }
    return roundResults.map { result in
      GameResult(
        mark: GameResult.Mark(result.standing), question: shortQuestion(result.round, on: board),
        answer: answerText(result.round, on: board))
    }
  }

  /// The daily challenge's line to share: "Country Quiz 2026-11-23 🟩🟨🟥⬜… 21/30".
  public func shareLine() -> String? {
    guard let day, isOver, mystery == nil, travle == nil else { return nil }
    let squares =
      marks.map { mark in
        switch mark {
        case .right(let hints): hints == 0 ? "🟩" : "🟨"
        case .wrong: "🟥"
        case .skipped: "⬜"
        }
      }.joined() + String(repeating: "⬜", count: max(0, rounds.count - marks.count))
    let date = CalendarDay(Date(timeIntervalSince1970: Double(day) * 86_400)).text
    return "Country Quiz \(date) \(squares) \(score)/\(bestScore)"
  }

  /// "4:07".
  public static func clock(_ seconds: Int) -> String {
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
  }
}

extension GameResult.Mark {
  init(_ standing: Game.RoundResult.Standing) {
    switch standing {
    case .right: self = .right
    case .hinted: self = .hinted
    case .wrong: self = .wrong
    case .missed: self = .missed
    }
  }
}
