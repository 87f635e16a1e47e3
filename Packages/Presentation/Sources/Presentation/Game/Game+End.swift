import Domain
import Foundation

extension Game {
  /// Ends the game: the score, the time, and what was missed with the right answers.
  mutating func end(on board: GameBoard, now: Int, lead: Reply.Line) -> GameTurn {
    endedAt = endedAt ?? now
    let time = Self.clock(max(0, (endedAt ?? now) - startedAt))
    var lines = [lead]
    func say(_ kind: Reply.Line.Kind, _ text: String) { lines.append(Reply.Line(kind, text)) }
    if mode.isRounds {
      let right = marks.filter { if case .right = $0 { true } else { false } }.count
      say(
        .plain,
        book.text(
          .summaryRounds,
          [
            "count": book.number(score), "total": book.number(bestScore),
            "value": book.number(right), "other": book.number(rounds.count), "time": time,
          ]))
      let missed = results(on: board).filter { $0.mark == .wrong || $0.mark == .missed }
      if !missed.isEmpty {
        let list = missed.map { "\($0.question) → \($0.answer)" }.joined(separator: "; ")
        say(.missed, book.text(.missed, ["value": list]))
      }
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
    return GameTurn(lines: lines, countries: [], imageURL: nil)
  }

  /// Every round with its right answer, or the members of a name-them-all not named.
  public func results(on board: GameBoard) -> [GameResult] {
    guard mode.isRounds else {
      let members = target?.members(on: board, in: language) ?? []
      return members.indices.filter { !found.contains($0) }.map {
        GameResult(mark: .missed, question: "", answer: book.plainName(members[$0]))
      }
    }
    return rounds.enumerated().map { index, round in
      let mark: GameResult.Mark
      switch index < marks.count ? marks[index] : nil {
      case .right(let hints): mark = hints == 0 ? .right : .hinted
      case .wrong: mark = .wrong
      case .skipped, nil: mark = .missed
      }
      return GameResult(
        mark: mark, question: shortQuestion(round, on: board),
        answer: answerText(round, on: board))
    }
  }

  /// The daily challenge's line to share: "Country Quiz 2026-11-23 🟩🟨🟥⬜… 21/30".
  public func shareLine() -> String? {
    guard let day, isOver else { return nil }
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
