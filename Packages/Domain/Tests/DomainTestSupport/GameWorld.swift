import Domain

/// A small world to play in, with the facts games ask about, spelled as REST Countries spells them.
public enum GameWorld {
  public static let countries: [Country] = [
    make(
      "NE", "NER", "Niger", "Niamey", "Africa", "Western Africa", 24_206_636, 1_267_000, ["NGA"]),
    make(
      "NG", "NGA", "Nigeria", "Abuja", "Africa", "Western Africa", 206_139_587, 923_768, ["NER"]),
    make(
      "SD", "SDN", "Sudan", "Khartoum", "Africa", "Northern Africa", 43_849_269, 1_886_068, ["SSD"]),
    make(
      "SS", "SSD", "South Sudan", "Juba", "Africa", "Middle Africa", 11_193_729, 619_745, ["SDN"]),
    make(
      "CL", "CHL", "Chile", "Santiago", "Americas", "South America", 19_116_209, 756_102, ["PER"],
      translations: ["fra": "Chili", "deu": "Chile", "ita": "Cile"]),
    make(
      "PE", "PER", "Peru", "Lima", "Americas", "South America", 32_971_846, 1_285_216, ["CHL"],
      translations: ["fra": "Pérou", "spa": "Perú", "por": "Peru", "ita": "Perù"]),
    make(
      "BR", "BRA", "Brazil", "Brasília", "Americas", "South America", 212_559_409, 8_515_767,
      ["PER"],
      translations: ["fra": "Brésil", "spa": "Brasil", "deu": "Brasilien", "ita": "Brasile"]),
    make(
      "MK", "MKD", "North Macedonia", "Skopje", "Europe", "Southeast Europe", 2_083_380, 25_713, [],
      alternates: ["Macedonia"]),
    make(
      "BE", "BEL", "Belgium", "Brussels", "Europe", "Western Europe", 11_555_997, 30_528, ["FRA"],
      translations: ["fra": "Belgique", "spa": "Bélgica", "deu": "Belgien", "ita": "Belgio"]),
    make(
      "FR", "FRA", "France", "Paris", "Europe", "Western Europe", 67_391_582, 551_695, ["BEL"],
      translations: ["spa": "Francia", "deu": "Frankreich", "ita": "Francia"]),
    make("BS", "BHS", "Bahamas", "Nassau", "Americas", "Caribbean", 393_248, 13_943, []),
    make(
      "BO", "BOL", "Bolivia", "Sucre", "Americas", "South America", 11_673_029, 1_098_581,
      ["PER", "CHL", "BRA"], translations: ["fra": "Bolivie", "deu": "Bolivien"]),
  ]

  public static let board = GameBoard(countries: countries, matcher: ExactNameMatcher(countries))

  private static func make(
    _ cca2: String, _ cca3: String, _ name: String, _ capital: String, _ region: String,
    _ subregion: String, _ population: Int, _ area: Double, _ borders: [String],
    alternates: [String] = [], translations: [String: String] = [:]
  ) -> Country {
    let flag = String(
      String.UnicodeScalarView(
        cca2.unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }))
    return Country(
      cca2: cca2, cca3: cca3,
      names: Country.Names(
        common: name, official: name,
        translations: translations.mapValues { Country.LocalizedName(common: $0, official: $0) },
        alternates: alternates),
      capitals: [capital],
      flag: Country.Flag(emoji: flag, pngURL: "https://flagcdn.com/w320/\(cca2.lowercased()).png"),
      population: population, area: area, region: region, subregion: subregion, borders: borders,
      isIndependent: true)
  }
}

/// Reads names exactly as the data writes them (common name or an alternate), ignoring case and
/// accents: the real, forgiving matcher is Interpretation's, tested there and through the composed
/// system; the game's rules need only a matcher that names each country one way.
public struct ExactNameMatcher: AnswerMatcher {
  private let names: [String: String]
  private let capitals: [String: String]

  public init(_ countries: [Country]) {
    var names: [String: String] = [:]
    for country in countries {
      let translated = country.names.translations.values.map(\.common)
      for name in [country.names.common] + country.names.alternates + translated {
        names[TextFolding.fold(name)] = country.cca2
      }
    }
    self.names = names
    capitals = Dictionary(
      countries.compactMap { country in
        country.capitals.first.map { (TextFolding.fold($0), country.cca2) }
      }
    ) { first, _ in first }
  }

  public func countries(named text: String) -> NameMatch {
    NameMatch(codes: names[TextFolding.fold(text)].map { [$0] } ?? [])
  }

  public func capitals(named text: String) -> NameMatch {
    NameMatch(codes: capitals[TextFolding.fold(text)].map { [$0] } ?? [])
  }
}
