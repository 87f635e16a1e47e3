/// Countries found by their codes, each country held once: a dictionary of `Country` values keeps a
/// copy of every record per dictionary (about 230 KB each for the full data), this one their
/// positions.
public struct CountryCodeTable: Sendable {
  private let countries: [Country]
  private let positions: [String: Int]

  /// `codes`: the codes each country is found by; the first country with a code keeps it.
  public init(_ countries: [Country], codes: (Country) -> [String]) {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(countries.count * 2)
    // By position: a `for country in countries` loop copied each record, retaining every field.
    for position in countries.indices {
      for code in codes(countries[position]) where positions[code] == nil {
        positions[code] = position
      }
    }
    self.countries = countries
    self.positions = positions
  }

  public subscript(code: String) -> Country? {
    positions[code].map { countries[$0] }
  }

  /// How many codes find a country.
  public var codeCount: Int { positions.count }
}
