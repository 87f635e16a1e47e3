/// One country or territory as REST Countries describes it.
///
/// Its codes, population, area, region and independence are stored. Its names, capitals and
/// currencies (`Core`) and the rest (`Details`: flag, borders, positions, …) may be read from the data
/// on first use, so a one-shot over the bundled snapshot decodes the names of the few countries it
/// reads about and the details of those it answers about, not of all 250 (`RecordDecoder`), and the
/// languages and continents apart from them. Equality and hashing are over every field either way.
public struct Country: Sendable, Equatable, Hashable, Identifiable {
  /// The ISO 3166-1 alpha-2 code (`cca2`), unique across the data set.
  public var id: String { cca2 }
  public let cca2: String
  public let cca3: String
  public let ccn3: String
  public let population: Int
  /// Square kilometres; a few values have decimals (Monaco 2.02).
  public let area: Double
  public let region: String
  public let subregion: String
  /// Whether the data marks it a sovereign state; nil when the source does not say.
  public let isIndependent: Bool?
  /// Decoding every country's names with its codes was a quarter of a one-shot's instructions, while
  /// a question names a few countries and the name index is compiled (`CompiledNames`).
  @usableFromInline let core: ReadOnce<Core>
  @usableFromInline let details: ReadOnce<Details>
  /// The languages and continents, apart from the details (`CountryLists`): a question about the
  /// speakers of a language or the countries of a region reads every country's (decoding every
  /// country's details for them was a third of such a one-shot), and decoding them with the core
  /// cost every other one-shot 4 %.
  private let lists: ListSource

  /// What a line's reading reads of a country besides its codes and region: its names, capitals
  /// and currencies.
  public struct Core: Sendable, Equatable, Hashable {
    public var names: Names
    /// Capitals, the main one first; some territories have none (Antarctica), a few several (South
    /// Africa).
    public var capitals: [String]
    /// A line that may name a currency reads every country's currencies.
    public var currencies: [Currency]

    public init(names: Names, capitals: [String], currencies: [Currency]) {
      self.names = names
      self.capitals = capitals
      self.currencies = currencies
    }
  }

  @inlinable public var names: Names { core.pointer.pointee.names }
  /// The common name, read without the other names where the data set lists it (a list of
  /// countries or a prefix search reads every country's).
  public var commonName: String { lists.commonName ?? names.common }

  /// The common name in another language than English, folded, as a prefix search reads it: from
  /// the compiled lists when they hold it, else from the names' translations.
  func prefixKey(in language: Domain.Language) -> String? {
    if let compiled = lists.prefixKey(in: language) { return compiled }
    return names.translation(in: language.rawValue).map { TextFolding.fold($0.common) }
  }
  @inlinable public var capitals: [String] { core.pointer.pointee.capitals }
  @inlinable public var currencies: [Currency] { core.pointer.pointee.currencies }

  /// Everything of a country a question about its name, capital or size does not read.
  public struct Details: Sendable, Equatable, Hashable {
    public var flag: Flag
    /// Neighbours by alpha-3 code.
    public var borders: [String]
    /// International dialling prefixes such as "+32".
    public var callingCodes: [String]
    public var timezones: [String]
    public var demonym: Demonym?
    /// The demonym in other languages the data gives it in, by ISO 639-3 code ("fra").
    public var demonyms: Demonyms
    public var drivingSide: DrivingSide?
    public var coordinates: Coordinates?
    /// Where each capital lies, by its name in `capitals`; a capital without a known position is absent.
    public var capitalPositions: [String: Coordinates]
    /// Internet country-code top-level domains such as ".be".
    public var topLevelDomains: [String]
    public var isUNMember: Bool?
    /// Whether it has no coast; nil when the source does not say.
    public var isLandlocked: Bool?
    /// Links to the country on map sites, as the data gives them.
    public var maps: Maps

    public init(
      flag: Flag, borders: [String] = [], callingCodes: [String] = [],
      timezones: [String] = [], demonym: Demonym? = nil, demonyms: Demonyms = Demonyms(),
      drivingSide: DrivingSide? = nil, coordinates: Coordinates? = nil,
      capitalPositions: [String: Coordinates] = [:], topLevelDomains: [String] = [],
      isUNMember: Bool? = nil, isLandlocked: Bool? = nil, maps: Maps = Maps()
    ) {
      self.flag = flag
      self.borders = borders
      self.callingCodes = callingCodes
      self.timezones = timezones
      self.demonym = demonym
      self.demonyms = demonyms
      self.drivingSide = drivingSide
      self.coordinates = coordinates
      self.capitalPositions = capitalPositions
      self.topLevelDomains = topLevelDomains
      self.isUNMember = isUNMember
      self.isLandlocked = isLandlocked
      self.maps = maps
    }
  }

  @inlinable public var flag: Flag { details.pointer.pointee.flag }
  public var continents: [String] { lists.continents }
  public var languages: [Language] { lists.languages }
  /// Neighbours by alpha-3 code.
  public var borders: [String] { details.pointer.pointee.borders }
  /// International dialling prefixes such as "+32".
  public var callingCodes: [String] { details.pointer.pointee.callingCodes }
  public var timezones: [String] { details.pointer.pointee.timezones }
  public var demonym: Demonym? { details.pointer.pointee.demonym }
  /// The demonym in other languages the data gives it in, by ISO 639-3 code ("fra").
  public var demonyms: Demonyms { details.pointer.pointee.demonyms }
  public var drivingSide: DrivingSide? { details.pointer.pointee.drivingSide }
  public var coordinates: Coordinates? { details.pointer.pointee.coordinates }
  /// Where each capital lies, by its name in `capitals`; a capital without a known position is absent.
  public var capitalPositions: [String: Coordinates] { details.pointer.pointee.capitalPositions }
  /// Internet country-code top-level domains such as ".be".
  public var topLevelDomains: [String] { details.pointer.pointee.topLevelDomains }
  public var isUNMember: Bool? { details.pointer.pointee.isUNMember }
  /// Whether it has no coast; nil when the source does not say.
  public var isLandlocked: Bool? { details.pointer.pointee.isLandlocked }
  /// Links to the country on map sites, as the data gives them.
  public var maps: Maps { details.pointer.pointee.maps }
  /// Every detail at once (the languages and continents, held apart, are not among them).
  public var allDetails: Details { details.value }
  /// Whether the details are at hand: given, or read from the data already.
  public var hasDetails: Bool { details.isAtHand }

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
    self.init(
      cca2: cca2, cca3: cca3, ccn3: ccn3, names: names, capitals: capitals,
      population: population, area: area, region: region, subregion: subregion,
      currencies: currencies, isIndependent: isIndependent,
      lists: .given(languages: languages, continents: continents),
      details: ReadOnce(
        Details(
          flag: flag, borders: borders,
          callingCodes: callingCodes, timezones: timezones, demonym: demonym,
          demonyms: demonyms, drivingSide: drivingSide, coordinates: coordinates,
          capitalPositions: capitalPositions, topLevelDomains: topLevelDomains,
          isUNMember: isUNMember, isLandlocked: isLandlocked, maps: maps)))
  }

  /// A country with its details given.
  public init(
    cca2: String, cca3: String, ccn3: String, names: Names, capitals: [String], population: Int,
    area: Double, region: String, subregion: String, currencies: [Currency],
    languages: [Language], continents: [String], isIndependent: Bool?, details: Details
  ) {
    self.init(
      cca2: cca2, cca3: cca3, ccn3: ccn3, names: names, capitals: capitals,
      population: population, area: area, region: region, subregion: subregion,
      currencies: currencies, isIndependent: isIndependent,
      lists: .given(languages: languages, continents: continents), details: ReadOnce(details))
  }

  /// A country whose core and details are read on first use, once each.
  public init(
    cca2: String, cca3: String, ccn3: String, population: Int, area: Double, region: String,
    subregion: String, isIndependent: Bool?, lists: CountryLists, at position: Int,
    readingCore core: @escaping @Sendable () -> Core,
    readingDetails details: @escaping @Sendable () -> Details
  ) {
    self.init(
      cca2: cca2, cca3: cca3, ccn3: ccn3, population: population, area: area, region: region,
      subregion: subregion, isIndependent: isIndependent, core: ReadOnce(core),
      lists: .listed(lists, position: position), details: ReadOnce(details))
  }

  /// The same record with other currencies (a correction of the data); its names and details are
  /// shared, not read for it.
  public func with(currencies: [Currency]) -> Country {
    let core = self.core
    return Country(
      cca2: cca2, cca3: cca3, ccn3: ccn3, population: population, area: area, region: region,
      subregion: subregion, isIndependent: isIndependent,
      core: ReadOnce {
        var corrected = core.value
        corrected.currencies = currencies
        return corrected
      }, lists: lists, details: details)
  }

  private init(
    cca2: String, cca3: String, ccn3: String, names: Names, capitals: [String], population: Int,
    area: Double, region: String, subregion: String, currencies: [Currency],
    isIndependent: Bool?, lists: ListSource, details: ReadOnce<Details>
  ) {
    self.init(
      cca2: cca2, cca3: cca3, ccn3: ccn3, population: population, area: area, region: region,
      subregion: subregion, isIndependent: isIndependent,
      core: ReadOnce(Core(names: names, capitals: capitals, currencies: currencies)), lists: lists,
      details: details)
  }

  private init(
    cca2: String, cca3: String, ccn3: String, population: Int, area: Double, region: String,
    subregion: String, isIndependent: Bool?, core: ReadOnce<Core>, lists: ListSource,
    details: ReadOnce<Details>
  ) {
    self.cca2 = cca2
    self.cca3 = cca3
    self.ccn3 = ccn3
    self.region = region
    self.subregion = subregion
    self.population = min(max(population, 0), Self.populations.upperBound)
    self.area = area.isNaN ? 0 : min(max(area, 0), Self.areas.upperBound)
    self.isIndependent = isIndependent
    self.core = core
    self.lists = lists
    self.details = details
  }
}
