import Domain
import GameRules
import LanguagePacks

extension Game {
  /// A hint in the game's language: "It is in South America.", "Its name starts with P.".
  func text(of hint: GameHint, on board: GameBoard) -> String {
    switch hint {
    case .region(let code):
      guard let country = board.country(code) else { return book.text(.hintNoRegion) }
      let place = country.subregion.isEmpty ? country.region : country.subregion
      return place.isEmpty
        ? book.text(.hintNoRegion) : book.text(.hintRegion, ["value": book.region(place)])
    case .nameStart(let code, let letters):
      let name = board.country(code).map(book.plainName) ?? code
      return book.text(.hintNameStarts, ["value": String(name.prefix(letters))])
    case .neighbour(_, let code):
      guard let neighbour = code.flatMap(board.country) else { return book.text(.hintNoBorder) }
      return book.text(.hintBorders, ["country": book.name(neighbour)])
    case .capital(let code):
      return book.text(.hintCapital, ["value": capital(of: code, on: board) ?? ""])
    case .capitalStart(let code):
      let name = capital(of: code, on: board) ?? ""
      return book.text(.hintCityStarts, ["value": String(name.prefix(1))])
    case .capitalLength(let code):
      let name = capital(of: code, on: board) ?? ""
      return book.text(.hintCityLetters, ["count": book.number(name.filter(\.isLetter).count)])
    case .capitalHalf(let code):
      let name = capital(of: code, on: board) ?? ""
      return book.text(.hintCityBegins, ["value": String(name.prefix(max(2, name.count / 2)))])
    case .measure(let code, let measure):
      guard let country = board.country(code) else { return "" }
      return book.text(
        .hintMeasure,
        [
          "country": book.title(country),
          "value": measure == .population
            ? book.people(country.population) : book.area(country.area),
        ])
    }
  }
}
