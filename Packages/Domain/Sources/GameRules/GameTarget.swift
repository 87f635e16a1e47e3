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

  /// The members, in name order: what the game's indices count. In another language than English,
  /// the countries whose names start with the letters as that language writes them, and every list
  /// in that language's name order.
  func members(on board: GameBoard, in language: Language = .english) -> [Country] {
    switch self {
    case .prefix(let prefix) where language != .english:
      let key = TextFolding.fold(prefix)
      guard !key.isEmpty else { return [] }
      return Self.sorted(
        board.countries.filter { TextFolding.fold($0.listName(in: language)).hasPrefix(key) },
        language)
    case .prefix(let prefix): return board.countries(startingWith: prefix)
    case .group(let group):
      let members = board.members(of: group)
      return language == .english ? members : Self.sorted(members, language)
    case .neighbours(let code):
      let members = board.country(code).map(board.neighbours) ?? []
      return language == .english ? members : Self.sorted(members, language)
    }
  }

  private static func sorted(_ countries: [Country], _ language: Language) -> [Country] {
    countries.map { (TextFolding.fold($0.listName(in: language)), $0) }.sorted { $0.0 < $1.0 }
      .map(\.1)
  }
}
