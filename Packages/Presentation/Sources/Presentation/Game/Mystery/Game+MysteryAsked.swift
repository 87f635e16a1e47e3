import Domain
import Foundation
import GameRules
import LanguagePacks

extension Game {
  /// The question as the game understood it, in a few words: "Borders France", "In Africa".
  func asked(_ question: MysteryQuestion, on board: GameBoard) -> String {
    let words = mysteryBook
    func named(_ code: String) -> String {
      board.country(code).map(book.plainName) ?? code
    }
    switch question {
    case .inGroup(.region(let name)): return words.text(.region, ["value": book.region(name)])
    case .inGroup(.language(let name)):
      return words.text(.language, ["value": book.languageName(name, on: board)])
    case .inGroup(.currency(let code)):
      // English names a currency by its code alone; the data's name reads better ("the Euro").
      let english = board.countries.lazy.flatMap(\.currencies).first { $0.code == code }?.name
      let named = language == .english ? english ?? code : book.currencyName(code)
      return words.text(.currency, ["value": named])
    case .inGroup(.organisation(let organisation, _)):
      let the = OrganisationWords.table(for: language).names[organisation]?.the
      return words.text(.organisation, ["value": the ?? organisation.rawValue])
    case .inGroup(.world): return words.text(.region, ["value": "?"])
    case .borders(let code): return words.text(.borders, ["country": named(code)])
    case .landlocked: return words.text(.landlocked)
    case .measure(let measure, let side, let value):
      let kind: MysteryWords.Kind =
        measure == .population
        ? (side == .more ? .morePeople : .fewerPeople) : (side == .more ? .larger : .smaller)
      return words.text(kind, ["value": amount(value, measure)])
    case .compared(let measure, let side, let code):
      let kind: MysteryWords.Kind =
        measure == .population
        ? (side == .more ? .morePeopleThan : .fewerPeopleThan)
        : (side == .more ? .largerThan : .smallerThan)
      return words.text(kind, ["country": named(code)])
    case .size(let measure):
      return words.text(measure == .population ? .people : .area, ["value": "?"])
    case .startsWith(let letters):
      return words.text(.starts, ["value": DisplayText.sanitized(letters.uppercased())])
    case .direction(let point, let code):
      let kinds: [MysteryWords.Kind] = [.toNorth, .toEast, .toSouth, .toWest]
      return words.text(kinds[Self.quarter(of: point)], ["country": named(code)])
    case .hemisphere(let point):
      let kinds: [MysteryWords.Kind] = [.northern, .eastern, .southern, .western]
      return words.text(kinds[Self.quarter(of: point)])
    }
  }

  /// North, east, south or west (0 to 3) for a point the reader gives (only those four).
  static func quarter(of point: Compass) -> Int {
    min(3, (point.rawValue + 1) / 2 % 4)
  }

  /// The mystery's line to share: "Country Quiz mystery 2026-11-26 3/6 🟩🟩🟨⬜⬜↗️ …🎉", each
  /// guess's squares by how close it was (a green square each 20 %, a yellow for 10 more).
  func mysteryShareLine(on board: GameBoard) -> String? {
    guard let day, isOver, let mystery, let secret = board.country(mystery.secret) else {
      return nil
    }
    var previous: Country?
    var rows: [String] = []
    for code in mystery.guessed {
      guard let guess = board.country(code),
        let clue = MysteryClue.of(guess, towards: secret, after: previous)
      else { continue }
      previous = guess
      let green = clue.proximity / 20
      let yellow = clue.proximity - green * 20 >= 10 ? 1 : 0
      rows.append(
        String(repeating: "🟩", count: green) + String(repeating: "🟨", count: yellow)
          + String(repeating: "⬜", count: 5 - green - yellow) + clue.direction.arrow)
    }
    if mystery.found { rows.append("🟩🟩🟩🟩🟩🎉") }
    let date = CalendarDay(Date(timeIntervalSince1970: Double(day) * 86_400)).text
    let result =
      mystery.found ? "\(mystery.guesses)/\(Mystery.maximumGuesses)" : "X/\(Mystery.maximumGuesses)"
    return (["Country Quiz mystery \(date) \(result)"] + rows).joined(separator: " ")
  }
}
