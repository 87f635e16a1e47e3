import Synchronization

/// One country or territory as REST Countries describes it.
///
/// What every question or a line's reading reads (codes, names, capitals, population, area, region,
/// currencies, independence) is stored; the rest (`Details`: flag, languages, borders, positions,
/// …) may be read from the data on first use, so a one-shot over the bundled snapshot decodes the
/// details of the few countries it answers about, not of all 250 (`RecordDecoder`). Equality and
/// hashing are over every field either way.
public struct Country: Sendable, Equatable, Hashable, Identifiable {
  /// The ISO 3166-1 alpha-2 code (`cca2`), unique across the data set.
  public var id: String { cca2 }
  public let cca2: String
  public let cca3: String
  public let ccn3: String
  public let names: Names
  /// Capitals, the main one first; some territories have none (Antarctica), a few several (South Africa).
  public let capitals: [String]
  public let population: Int
  /// Square kilometres; a few values have decimals (Monaco 2.02).
  public let area: Double
  public let region: String
  public let subregion: String
  /// Stored, not details: a line that may name a currency reads every country's currencies, and a
  /// vehicle code's reader every country's independence.
  public let currencies: [Currency]
  /// Whether the data marks it a sovereign state; nil when the source does not say.
  public let isIndependent: Bool?
  private let details: DetailsBox

  /// Everything of a country a question about its name, capital or size does not read.
  public struct Details: Sendable, Equatable, Hashable {
    public var flag: Flag
    public var continents: [String]
    public var languages: [Language]
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
      flag: Flag, continents: [String] = [], languages: [Language] = [],
      borders: [String] = [], callingCodes: [String] = [],
      timezones: [String] = [], demonym: Demonym? = nil, demonyms: Demonyms = Demonyms(),
      drivingSide: DrivingSide? = nil, coordinates: Coordinates? = nil,
      capitalPositions: [String: Coordinates] = [:], topLevelDomains: [String] = [],
      isUNMember: Bool? = nil, isLandlocked: Bool? = nil, maps: Maps = Maps()
    ) {
      self.flag = flag
      self.continents = continents
      self.languages = languages
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

  public var flag: Flag { details.details.pointee.flag }
  public var continents: [String] { details.details.pointee.continents }
  public var languages: [Language] { details.details.pointee.languages }
  /// Neighbours by alpha-3 code.
  public var borders: [String] { details.details.pointee.borders }
  /// International dialling prefixes such as "+32".
  public var callingCodes: [String] { details.details.pointee.callingCodes }
  public var timezones: [String] { details.details.pointee.timezones }
  public var demonym: Demonym? { details.details.pointee.demonym }
  /// The demonym in other languages the data gives it in, by ISO 639-3 code ("fra").
  public var demonyms: Demonyms { details.details.pointee.demonyms }
  public var drivingSide: DrivingSide? { details.details.pointee.drivingSide }
  public var coordinates: Coordinates? { details.details.pointee.coordinates }
  /// Where each capital lies, by its name in `capitals`; a capital without a known position is absent.
  public var capitalPositions: [String: Coordinates] { details.details.pointee.capitalPositions }
  /// Internet country-code top-level domains such as ".be".
  public var topLevelDomains: [String] { details.details.pointee.topLevelDomains }
  public var isUNMember: Bool? { details.details.pointee.isUNMember }
  /// Whether it has no coast; nil when the source does not say.
  public var isLandlocked: Bool? { details.details.pointee.isLandlocked }
  /// Links to the country on map sites, as the data gives them.
  public var maps: Maps { details.details.pointee.maps }
  /// Every detail at once.
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
      box: DetailsBox(
        Details(
          flag: flag, continents: continents, languages: languages, borders: borders,
          callingCodes: callingCodes, timezones: timezones, demonym: demonym,
          demonyms: demonyms, drivingSide: drivingSide, coordinates: coordinates,
          capitalPositions: capitalPositions, topLevelDomains: topLevelDomains,
          isUNMember: isUNMember, isLandlocked: isLandlocked, maps: maps)))
  }

  /// A country with its details given.
  public init(
    cca2: String, cca3: String, ccn3: String, names: Names, capitals: [String], population: Int,
    area: Double, region: String, subregion: String, currencies: [Currency],
    isIndependent: Bool?, details: Details
  ) {
    self.init(
      cca2: cca2, cca3: cca3, ccn3: ccn3, names: names, capitals: capitals,
      population: population, area: area, region: region, subregion: subregion,
      currencies: currencies, isIndependent: isIndependent, box: DetailsBox(details))
  }

  /// A country whose details are read by `details` on first use, once.
  public init(
    cca2: String, cca3: String, ccn3: String, names: Names, capitals: [String], population: Int,
    area: Double, region: String, subregion: String, currencies: [Currency],
    isIndependent: Bool?, readingDetails details: @escaping @Sendable () -> Details
  ) {
    self.init(
      cca2: cca2, cca3: cca3, ccn3: ccn3, names: names, capitals: capitals,
      population: population, area: area, region: region, subregion: subregion,
      currencies: currencies, isIndependent: isIndependent, box: DetailsBox(details))
  }

  /// The same record with other currencies (a correction of the data); its details are shared, not
  /// read for it.
  public func with(currencies: [Currency]) -> Country {
    Country(
      cca2: cca2, cca3: cca3, ccn3: ccn3, names: names, capitals: capitals,
      population: population, area: area, region: region, subregion: subregion,
      currencies: currencies, isIndependent: isIndependent, box: details)
  }

  private init(
    cca2: String, cca3: String, ccn3: String, names: Names, capitals: [String], population: Int,
    area: Double, region: String, subregion: String, currencies: [Currency],
    isIndependent: Bool?, box details: DetailsBox
  ) {
    self.cca2 = cca2
    self.cca3 = cca3
    self.ccn3 = ccn3
    self.names = names
    self.capitals = capitals
    self.population = min(max(population, 0), Self.populations.upperBound)
    self.area = area.isNaN ? 0 : min(max(area, 0), Self.areas.upperBound)
    self.region = region
    self.subregion = subregion
    self.currencies = currencies
    self.isIndependent = isIndependent
    self.details = details
  }
}

/// A country's details, given or read on first use; equal and hashed by value. Once read, they are
/// read without the lock: a flag published after the value is written says so (double-checked, with
/// acquire and release ordering). The value lives behind a pointer, so a field is read in place (no
/// copy of the whole struct, no exclusivity check).
private final class DetailsBox: @unchecked Sendable, Hashable {
  private let stored: UnsafeMutablePointer<Country.Details>
  private let isRead: Atomic<Bool>
  private let reading: Mutex<(@Sendable () -> Country.Details)?>

  init(_ details: Country.Details) {
    stored = .allocate(capacity: 1)
    stored.initialize(to: details)
    isRead = Atomic(true)
    reading = Mutex(nil)
  }

  init(_ read: @escaping @Sendable () -> Country.Details) {
    stored = .allocate(capacity: 1)
    isRead = Atomic(false)
    reading = Mutex(read)
  }

  deinit {
    if isRead.load(ordering: .acquiring) { stored.deinitialize(count: 1) }
    stored.deallocate()
  }

  var isAtHand: Bool { isRead.load(ordering: .acquiring) }

  /// The details, read first when they are not yet: valid as long as the box.
  var details: UnsafeMutablePointer<Country.Details> {
    if !isRead.load(ordering: .acquiring) { readNow() }
    return stored
  }

  var value: Country.Details { details.pointee }

  private func readNow() {
    reading.withLock { read in
      guard let pending = read else { return }
      stored.initialize(to: pending())
      read = nil
      isRead.store(true, ordering: .releasing)
    }
  }

  static func == (lhs: DetailsBox, rhs: DetailsBox) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
