/// Which countries of a group a question ranks, by what, and which end it wants.
public struct Ranking: Sendable, Equatable, Hashable {
  public enum Measure: String, Sendable, Equatable, Hashable, CaseIterable {
    case area, population, neighbours, density, gdp, gdpPerCapita, hdi, gini

    /// The measure a line means when it names several, the most specific first: "most densely
    /// populated" is density, not population; "GDP per capita" is per person, not the total;
    /// "bigger GDP" is the GDP, not the area.
    public static let specificFirst: [Measure] = [
      .gdpPerCapita, .gdp, .hdi, .gini, .density, .population, .neighbours, .area,
    ]

    /// The one of `named` a line means (`specificFirst`).
    public static func meant(among named: [Measure]) -> Measure? {
      specificFirst.first(where: named.contains)
    }

    /// The fact a one-country question asks for this figure (`Capability.measure`): its words
    /// say the measure in a ranking and that a country has no figure.
    public var intent: Intent? {
      Capability.all.first { $0.measure == self }?.intent
    }
  }

  public enum Order: Sendable, Equatable, Hashable {
    /// Largest, most populous, most neighbours.
    case most
    case least
  }

  public let measure: Measure
  public let order: Order
  public let group: CountryGroup

  public init(measure: Measure, order: Order, group: CountryGroup = .world) {
    self.measure = measure
    self.order = order
    self.group = group
  }

  /// The value ranked, for one country; nil where the data has no figure (a GDP it does not
  /// give, the density of a place without land or people).
  public func value(of country: Country) -> Double? {
    switch measure {
    case .area: country.area
    case .population: Double(country.population)
    case .neighbours: Double(country.borders.count)
    case .density: country.density
    case .gdp: country.gdp
    case .gdpPerCapita: country.gdpPerCapita.flatMap { $0.isReliable ? $0.value : nil }
    case .hdi: country.hdi
    case .gini: country.gini?.value
    }
  }

  /// The countries of `countries` that have a figure, best first (ties keep name order): a
  /// country the data gives no figure for is left out, never ranked as 0.
  public func ranked(_ countries: [Country]) -> [Country] {
    let valued = countries.enumerated().compactMap { offset, country in
      value(of: country).map { (offset: offset, value: $0, country: country) }
    }
    let sorted = valued.sorted { lhs, rhs in
      if lhs.value != rhs.value {
        return order == .most ? lhs.value > rhs.value : lhs.value < rhs.value
      }
      return lhs.offset < rhs.offset
    }
    return sorted.map(\.country)
  }
}
