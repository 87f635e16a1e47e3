import Domain
import Foundation
import GameRules
import LanguagePacks

extension Game {
  /// The route game's words, in the game's language.
  var travleBook: TravleWords { TravleWords.table(for: language) }

  /// "Get from Portugal to Poland by land: name the countries in between…"
  func travlePrompt(on board: GameBoard) -> String {
    guard let travle else { return "" }
    return travleBook.text(
      .prompt,
      [
        "value": name(travle.start, on: board), "other": name(travle.end, on: board),
        "count": book.number(travle.shortest), "total": book.number(travle.allowed),
      ])
  }

  /// "2 of 7 countries named · a shortest route has 3."
  func travleStatus() -> String {
    guard let travle else { return "" }
    return travleBook.text(
      .status,
      [
        "count": book.number(travle.named.count), "total": book.number(travle.allowed),
        "other": book.number(travle.shortest),
      ])
  }

  /// What a route move showed: the country named and where it lies, a hint, or the end with the
  /// route found or a shortest one.
  func travleTurn(_ outcome: GameOutcome, on board: GameBoard) -> GameTurn {
    let words = travleBook
    var lines: [Reply.Line] = []
    var countries: [String] = []
    switch outcome.event {
    case .travleNamed(let code, let mark):
      let kind: (Reply.Line.Kind, TravleWords.Kind) =
        switch mark {
        case .shortest: (.right, .shortest)
        case .near: (.hint, .near)
        case .off: (.wrong, .off)
        }
      lines.append(Reply.Line(kind.0, words.text(kind.1, ["country": name(code, on: board)])))
      countries.append(code)
    case .travleHint(let code):
      lines.append(Reply.Line(.hint, words.text(.hint, ["country": name(code, on: board)])))
      countries.append(code)
    case .noMoreHints: lines.append(Reply.Line(.notice, book.text(.noMoreHints)))
    case .status: lines.append(Reply.Line(.plain, travleStatus()))
    case .help, .nothingToSkip: lines.append(Reply.Line(.notice, words.text(.help)))
    case .gameOver: lines.append(Reply.Line(.heading, book.text(.gameOver)))
    case .refused(let refusal): lines.append(Reply.Line(.notice, why(refusal, on: board)))
    default: lines.append(Reply.Line(.notice, book.text(.dataChanged)))
    }
    if outcome.isEnd {
      lines += travleEnd(on: board)
    } else if case .travleNamed = outcome.event {
      lines.append(Reply.Line(.plain, travleStatus()))
    }
    return GameTurn(lines: lines, countries: countries, image: nil)
  }

  /// The end: the route found (and whether it is a shortest one), or none left and a shortest
  /// route; then the day's line to share.
  private func travleEnd(on board: GameBoard) -> [Reply.Line] {
    guard let travle else { return [] }
    let words = travleBook
    let map = TravleMap(travle, on: board)
    var lines: [Reply.Line] = []
    if travle.won {
      let path = map.path(through: travle.named) ?? [travle.start, travle.end]
      let found = path.map { name($0, on: board) }
      lines.append(
        Reply.Line(
          .right,
          words.text(
            .won,
            [
              "value": name(travle.start, on: board), "other": name(travle.end, on: board),
              "count": book.number(travle.named.count),
              "route": found.joined(separator: " → "),
            ])))
      if travle.isPerfect { lines.append(Reply.Line(.right, words.text(.perfect))) }
    } else {
      if travle.guessesLeft == 0 { lines.append(Reply.Line(.wrong, words.text(.lost))) }
      let route = map.route(on: board).map { name($0, on: board) }.joined(separator: " → ")
      lines.append(Reply.Line(.missed, words.text(.route, ["route": route])))
    }
    if let share = travleShareLine(on: board) { lines.append(Reply.Line(.plain, share)) }
    return lines
  }

  /// The daily route's line to share: "Country Quiz route 2026-11-26 🟩🟧🟩🟩 4/3 (+1)".
  func travleShareLine(on board: GameBoard) -> String? {
    guard let day, isOver, let travle else { return nil }
    let map = TravleMap(travle, on: board)
    let squares = travle.named.map { code in
      switch map.mark(code) {
      case .shortest: "🟩"
      case .near: "🟧"
      case .off: "🟥"
      }
    }
    let date = CalendarDay(Date(timeIntervalSince1970: Double(day) * 86_400)).text
    let result =
      travle.won
      ? "\(travle.named.count)/\(travle.shortest)" + (travle.isPerfect ? " ✨" : "")
      : "X/\(travle.shortest)"
    let hinted = travle.hints > 0 ? " 💡\(travle.hints)" : ""
    return "Country Quiz route \(date) \(result)\(hinted) \(squares.joined())"
  }
}
