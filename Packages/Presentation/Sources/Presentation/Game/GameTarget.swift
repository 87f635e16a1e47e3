import Domain

/// What a name-them-all asks for: the countries starting with some letters, of a group, or
/// bordering a country.
public enum GameTarget: Sendable, Equatable, Hashable {
  case prefix(String)
  case group(CountryGroup)
  case neighbours(String)

  /// How many letters a prefix game gives away already.
  var prefixLength: Int? {
    if case .prefix(let prefix) = self { return prefix.count }
    return nil
  }

  /// The members, in name order: what the game's indices count.
  func members(on board: GameBoard) -> [Country] {
    switch self {
    case .prefix(let prefix): board.countries(startingWith: prefix)
    case .group(let group): board.members(of: group)
    case .neighbours(let code): board.country(code).map(board.neighbours) ?? []
    }
  }

  /// "the countries in South America", for the question and the summary.
  func description(on board: GameBoard, in book: GamePhrasebook) -> String {
    switch self {
    case .prefix(let prefix): book.text(.targetPrefix, ["value": Self.shown(prefix)])
    case .group(.world): book.text(.targetWorld)
    case .group(.region(let name)): book.text(.targetRegion, ["value": book.region(name)])
    case .group(.language(let name)): book.text(.targetLanguage, ["value": name])
    case .group(.currency(let code)): book.text(.targetCurrency, ["value": code])
    case .neighbours(let code):
      book.text(.targetNeighbours, ["country": book.name(code, on: board)])
    }
  }

  /// Why a country is not an answer: "Spain is not in South America."
  func excludes(_ country: Country, on board: GameBoard, in book: GamePhrasebook) -> String {
    let name = book.title(country)
    switch self {
    case .prefix(let prefix):
      return book.text(.excludePrefix, ["country": name, "value": Self.shown(prefix)])
    case .group(.world): return book.text(.excludeWorld, ["country": name])
    case .group(.region(let region)):
      return book.text(.excludeRegion, ["country": name, "value": book.region(region)])
    case .group(.language(let language)):
      return book.text(.excludeLanguage, ["country": name, "value": language])
    case .group(.currency(let code)):
      return book.text(.excludeCurrency, ["country": name, "value": code])
    case .neighbours(let code):
      return code == country.cca2
        ? book.text(.excludeItself, ["country": book.name(country)])
        : book.text(
          .excludeNeighbour, ["country": name, "other": book.name(code, on: board)])
    }
  }

  private static func shown(_ prefix: String) -> String {
    "\"" + Wording.capitalized(DisplayText.sanitized(prefix)) + "\""
  }
}
