/// What a question asks for. Each case is declared once, with its example and answer kind, in
/// `Capability.all`; the names are the batch contract's `intent` strings.
public enum Intent: String, Sendable, Equatable, Hashable, CaseIterable {
  case capital
  case countriesByPrefix
  case isoCode
  case flag
  case population
  case area
  case currency
  case languages
  case region
  case borders
  case callingCode
  case timezones
  case demonym
  case drivingSide
  case landlocked
  case tld
  case flagDescription
  case overview
  case reverseCapital
  case reverseFlag
  case reverseIsoCode
  case countriesInRegion
  case countriesByLanguage
  case countriesByCurrency
  case superlative
  case comparison
  case search
  case nearby
  case distance
  case landRoute
  case localTime
  case timeDifference
  case startOfWeek
  case clockFormat
  case measurementSystem
  case fifaCode
  case iocCode
  case vehicleCode
  case reverseVehicleCode
  case postalCode
  case anthem
  case religion
  case density
  case gdp
  case gdpPerCapita
  case hdi
  case gini
  case membership
  case countriesInOrganisation
  case headOfState
  case headOfGovernment
  case government
  case seatOfGovernment
  case sovereignState
  case shape

  /// Whether the question is about one named country (as opposed to a set, a ranking or a prefix).
  public var isAboutOneCountry: Bool { Capability.of(self).answer == .oneCountry }
}
