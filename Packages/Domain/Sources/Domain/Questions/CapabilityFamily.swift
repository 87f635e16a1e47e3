/// The families help groups questions into, one line of help each: a fact of a country, who governs
/// it, its economy and everyday life, places and distances, the time, sets and rankings. Every intent of `Capability.all` belongs to exactly one,
/// declared here once (`CapabilityTests` names an intent that has none, or two); help, its
/// sub-helps and the chat's banner are derived from them.
public enum CapabilityFamily: String, CaseIterable, Sendable {
  /// A fact of one country, and the country a clue names ("What is the capital of Peru?").
  case facts
  /// Who governs a country and what it belongs to ("Who is the president of France?").
  case governs
  /// Its economy and everyday life: figures, conventions and codes ("What is the GDP of Japan?").
  case life
  /// Places and distances: the closest countries, how far, the way by land, a search of names.
  case places
  /// The clocks: a country's local time, the difference between two.
  case time
  /// Sets and rankings: the countries of a group, starting with some letters, the largest.
  case sets

  /// Each family's intents, in the order help shows them: the first is the family's example.
  public static let members: [CapabilityFamily: [Intent]] = [
    .facts: [
      .capital, .population, .flag, .isoCode, .area, .currency, .languages, .region, .borders,
      .callingCode, .timezones, .demonym, .drivingSide, .landlocked, .tld, .flagDescription,
      .shape, .overview, .reverseCapital, .reverseFlag, .reverseIsoCode,
    ],
    .governs: [
      .headOfState, .headOfGovernment, .government, .seatOfGovernment, .sovereignState,
      .membership, .countriesInOrganisation,
    ],
    .life: [
      .gdp, .gdpPerCapita, .density, .hdi, .gini, .religion, .anthem, .startOfWeek, .clockFormat,
      .measurementSystem, .postalCode, .vehicleCode, .reverseVehicleCode, .fifaCode, .iocCode,
    ],
    .places: [.nearby, .distance, .landRoute, .search],
    .time: [.localTime, .timeDifference],
    .sets: [
      .countriesInRegion, .countriesByLanguage, .countriesByCurrency, .countriesByPrefix,
      .superlative, .comparison,
    ],
  ]

  /// The family of `intent`; nil for one no family lists (a test fails on it).
  public static func of(_ intent: Intent) -> CapabilityFamily? {
    allCases.first { members[$0]?.contains(intent) == true }
  }

  /// The family's intents among `capabilities`, in the family's order.
  public func intents(among capabilities: [Capability] = Capability.all) -> [Intent] {
    let listed = Set(capabilities.map(\.intent))
    return (Self.members[self] ?? []).filter(listed.contains)
  }
}
