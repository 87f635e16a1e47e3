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
  func description(on board: GameBoard) -> String {
    switch self {
    case .prefix(let prefix): "the countries whose names start with \(Self.shown(prefix))"
    case .group(.world): "all the countries"
    case .group(.region(let name)): "the countries in \(name)"
    case .group(.language(let name)): "the countries where \(name) is spoken"
    case .group(.currency(let code)): "the countries that use the \(code)"
    case .neighbours(let code): "the neighbours of \(Self.name(code, board))"
    }
  }

  /// Why a country is not an answer: "Spain is not in South America."
  func excludes(_ country: Country, on board: GameBoard) -> String {
    let name = Wording.capitalized(ReplyPresenter.displayName(country))
    switch self {
    case .prefix(let prefix): return "\(name) does not start with \(Self.shown(prefix))."
    case .group(.world): return "\(name) is not in the data."
    case .group(.region(let region)): return "\(name) is not in \(region)."
    case .group(.language(let language)): return "\(language) is not spoken in \(name)."
    case .group(.currency(let code)): return "\(name) does not use the \(code)."
    case .neighbours(let code):
      return code == country.cca2
        ? "That is \(ReplyPresenter.displayName(country)) itself."
        : "\(name) does not border \(Self.name(code, board))."
    }
  }

  private static func shown(_ prefix: String) -> String {
    "\"" + Wording.capitalized(DisplayText.sanitized(prefix)) + "\""
  }

  private static func name(_ code: String, _ board: GameBoard) -> String {
    board.country(code).map(ReplyPresenter.displayName) ?? code
  }
}
