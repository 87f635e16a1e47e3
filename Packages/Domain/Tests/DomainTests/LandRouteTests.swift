import Domain
import Testing

/// The route finder over a hand-made map with the real codes: Western Europe to South-East Asia
/// across Russia, the Channel Tunnel, Kaliningrad's borders, Spain and Morocco, and islands.
@Suite struct LandRouteTests {
  /// Each country's neighbours by alpha-3 code, as the data gives them (both ways).
  static let borders: [String: [String]] = [
    "PRT": ["ESP"], "ESP": ["PRT", "FRA", "MAR"], "MAR": ["ESP", "DZA"], "DZA": ["MAR"],
    "FRA": ["ESP", "DEU", "BEL"], "BEL": ["FRA", "DEU"], "DEU": ["FRA", "BEL", "POL"],
    "POL": ["DEU", "RUS", "BLR", "LTU"], "LTU": ["POL", "RUS", "BLR"],
    "BLR": ["POL", "LTU", "RUS"], "RUS": ["POL", "LTU", "BLR", "CHN"],
    "CHN": ["RUS", "VNM"], "VNM": ["CHN"], "GBR": ["IRL"], "IRL": ["GBR"], "ISL": [],
    "JPN": [], "DNK": ["DEU"], "SWE": [],
  ]

  static let countries: [Country] = borders.keys.sorted().map { code in
    Country(
      cca2: String(code.prefix(2)), cca3: code,
      names: Country.Names(common: code, official: code), capitals: [],
      flag: Country.Flag(emoji: "", pngURL: ""), borders: borders[code] ?? [])
  }

  /// The country of `code`; the map holds every code the tests name.
  static func country(_ code: String) -> Country {
    countries.first { $0.cca3 == code } ?? countries[0]
  }

  static func route(_ start: String, _ end: String) -> LandRoute {
    LandRoute.shortest(from: country(start), to: country(end), among: countries)
  }

  @Test func portugalToVietnam_goesAroundKaliningrad_inTheFewestCrossings() {
    let route = Self.route("PRT", "VNM")

    #expect(
      route.countries.map(\.cca3) == [
        "PRT", "ESP", "FRA", "DEU", "POL", "BLR", "RUS", "CHN", "VNM",
      ])
    #expect(route.crossings == 8)
    #expect(route.links.isEmpty)
    #expect(route.gap == nil)
  }

  @Test func aRoute_mayEndOrStartInAnExclave() {
    #expect(Self.route("DEU", "RUS").countries.map(\.cca3) == ["DEU", "POL", "RUS"])
    #expect(Self.route("RUS", "DEU").countries.map(\.cca3) == ["RUS", "POL", "DEU"])
  }

  @Test func unitedKingdomToFrance_takesTheChannelTunnel() {
    let route = Self.route("GBR", "FRA")

    #expect(route.countries.map(\.cca3) == ["GBR", "FRA"])
    #expect(route.links.map(\.source) == ["Channel Tunnel"])
    #expect(Self.route("IRL", "BEL").countries.map(\.cca3) == ["IRL", "GBR", "FRA", "BEL"])
  }

  @Test func swedenToFrance_crossesTheØresundBridge() {
    let route = Self.route("SWE", "FRA")

    #expect(route.countries.map(\.cca3) == ["SWE", "DNK", "DEU", "FRA"])
    #expect(route.links.map(\.source) == ["Øresund Bridge"])
  }

  /// Ceuta and Melilla's border is not crossed; in this map nothing else leads to Africa.
  @Test func spainToMorocco_doesNotCrossAtCeutaOrMelilla_theSeaIsBetween() {
    let route = Self.route("ESP", "MAR")

    #expect(route.countries.isEmpty)
    #expect(route.gap == .sea)
    #expect(Self.route("PRT", "DZA").gap == .sea)
  }

  @Test func anIslandState_hasNoRoute_andIsNamed() {
    #expect(Self.route("ISL", "FRA").gap == .isolated(Self.country("ISL")))
    #expect(Self.route("FRA", "JPN").gap == .isolated(Self.country("JPN")))
    #expect(Self.route("FRA", "JPN").crossings == 0)
  }

  @Test func aCountryToItself_crossesNoBorder() {
    let route = Self.route("FRA", "FRA")

    #expect(route.countries.map(\.cca3) == ["FRA"])
    #expect(route.crossings == 0)
    #expect(route.gap == nil)
  }

  @Test func ties_goToTheNeighbourFirstInCodeOrder() {
    // France to Poland: through Belgium and Germany, or Germany alone; Germany alone is shorter.
    #expect(Self.route("FRA", "POL").countries.map(\.cca3) == ["FRA", "DEU", "POL"])
    // Poland to Russia's main land: through Belarus (BLR) before Lithuania (LTU) when equal.
    #expect(Self.route("POL", "CHN").countries.map(\.cca3) == ["POL", "BLR", "RUS", "CHN"])
  }
}
