/// A country or territory as REST Countries describes it, with everything the quiz can talk about.
public struct Country: Sendable, Equatable, Hashable, Identifiable {
  /// The ISO 3166-1 alpha-2 code (`cca2`), unique across the data set.
  public var id: String { cca2 }
  public let cca2: String
  public let cca3: String
  public let ccn3: String
  public let names: Names
  /// Capitals, the main one first; some territories have none (Antarctica), a few several (South Africa).
  public let capitals: [String]
  public let flag: Flag
  public let population: Int
  /// Square kilometres; a few values have decimals (Monaco 2.02).
  public let area: Double
  public let region: String
  public let subregion: String
  public let continents: [String]
  public let languages: [Language]
  public let currencies: [Currency]
  /// Neighbours by alpha-3 code.
  public let borders: [String]
  /// International dialling prefixes such as "+32".
  public let callingCodes: [String]
  public let timezones: [String]
  public let demonym: Demonym?
  /// The demonym in other languages the data gives it in, by ISO 639-3 code ("fra").
  public let demonyms: Demonyms
  public let drivingSide: DrivingSide?
  public let coordinates: Coordinates?
  /// Where each capital lies, by its name in `capitals`; a capital without a known position is absent.
  public let capitalPositions: [String: Coordinates]
  /// Internet country-code top-level domains such as ".be".
  public let topLevelDomains: [String]
  /// Whether the data marks it a sovereign state; nil when the source does not say.
  public let isIndependent: Bool?
  public let isUNMember: Bool?
  /// Whether it has no coast; nil when the source does not say.
  public let isLandlocked: Bool?
  /// Links to the country on map sites, as the data gives them.
  public let maps: Maps

  /// The populations a record can claim (more than all people alive, with room to grow) and the areas
  /// in km² (more than the Earth's surface): a source's number beyond them is held to them, so sums and
  /// ratios over every country can neither overflow nor trap.
  public static let populations = 0...20_000_000_000
  public static let areas = 0.0...600_000_000

  /// Where the main capital lies.
  public var capitalCoordinates: Coordinates? { capitals.first.flatMap { capitalPositions[$0] } }

  public init(
    cca2: String, cca3: String, ccn3: String = "", names: Names, capitals: [String], flag: Flag,
    population: Int = 0, area: Double = 0, region: String = "", subregion: String = "",
    continents: [String] = [], languages: [Language] = [], currencies: [Currency] = [],
    borders: [String] = [], callingCodes: [String] = [], timezones: [String] = [],
    demonym: Demonym? = nil, demonyms: Demonyms = Demonyms(), drivingSide: DrivingSide? = nil,
    coordinates: Coordinates? = nil,
    capitalPositions: [String: Coordinates] = [:], topLevelDomains: [String] = [],
    isIndependent: Bool? = nil, isUNMember: Bool? = nil, isLandlocked: Bool? = nil,
    maps: Maps = Maps()
  ) {
    self.cca2 = cca2
    self.cca3 = cca3
    self.ccn3 = ccn3
    self.names = names
    self.capitals = capitals
    self.flag = flag
    self.population = min(max(population, 0), Self.populations.upperBound)
    self.area = area.isNaN ? 0 : min(max(area, 0), Self.areas.upperBound)
    self.region = region
    self.subregion = subregion
    self.continents = continents
    self.languages = languages
    self.currencies = currencies
    self.borders = borders
    self.callingCodes = callingCodes
    self.timezones = timezones
    self.demonym = demonym
    self.demonyms = demonyms
    self.drivingSide = drivingSide
    self.coordinates = coordinates
    self.capitalPositions = capitalPositions
    self.topLevelDomains = topLevelDomains
    self.isIndependent = isIndependent
    self.isUNMember = isUNMember
    self.isLandlocked = isLandlocked
    self.maps = maps
  }
}
