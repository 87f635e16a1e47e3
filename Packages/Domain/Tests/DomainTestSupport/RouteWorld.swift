import Domain

/// Western Europe's land borders, and Japan with none.
public enum RouteWorld {
  public static let borders: [(String, String, String, [String])] = [
    ("PT", "PRT", "Portugal", ["ESP"]), ("ES", "ESP", "Spain", ["PRT", "FRA"]),
    ("FR", "FRA", "France", ["ESP", "BEL", "DEU", "CHE", "ITA"]),
    ("BE", "BEL", "Belgium", ["FRA", "NLD", "DEU"]), ("NL", "NLD", "Netherlands", ["BEL", "DEU"]),
    ("DE", "DEU", "Germany", ["FRA", "BEL", "NLD", "POL", "CZE", "AUT", "CHE"]),
    ("CH", "CHE", "Switzerland", ["FRA", "DEU", "AUT", "ITA"]),
    ("IT", "ITA", "Italy", ["FRA", "CHE", "AUT"]),
    ("AT", "AUT", "Austria", ["DEU", "CHE", "ITA", "CZE"]),
    ("CZ", "CZE", "Czechia", ["DEU", "AUT", "POL"]), ("PL", "POL", "Poland", ["DEU", "CZE"]),
    ("JP", "JPN", "Japan", []),
  ]

  public static let countries: [Country] = borders.map { cca2, cca3, name, borders in
    Country(
      cca2: cca2, cca3: cca3,
      names: Country.Names(common: name, official: name, translations: [:], alternates: []),
      capitals: [name + " City"], flag: Country.Flag(emoji: "", pngURL: ""), population: 1_000_000,
      area: 100_000, region: "Europe", languages: [], currencies: [], borders: borders,
      coordinates: nil, isIndependent: true, isLandlocked: false)
  }

  public static let board = GameBoard(countries: countries, matcher: ExactNameMatcher(countries))
}
