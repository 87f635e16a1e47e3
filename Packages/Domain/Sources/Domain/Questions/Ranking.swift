/// Which countries of a group a question ranks, by what, and which end it wants.
public struct Ranking: Sendable, Equatable, Hashable {
  public enum Measure: String, Sendable, Equatable, Hashable, CaseIterable {
    case area, population, neighbours
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

  /// The value ranked, for one country.
  public func value(of country: Country) -> Double {
    switch measure {
    case .area: country.area
    case .population: Double(country.population)
    case .neighbours: Double(country.borders.count)
    }
  }

  /// `countries` best first (ties keep name order).
  public func ranked(_ countries: [Country]) -> [Country] {
    let sorted = countries.enumerated().sorted { lhs, rhs in
      let (a, b) = (value(of: lhs.element), value(of: rhs.element))
      if a != b { return order == .most ? a > b : a < b }
      return lhs.offset < rhs.offset
    }
    return sorted.map(\.element)
  }
}
