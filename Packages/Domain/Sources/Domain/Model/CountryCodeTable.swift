import Synchronization

/// Countries found by their codes, each country held once: a dictionary of `Country` values keeps a
/// copy of every record per dictionary (about 230 KB each for the full data), this one their
/// positions.
///
/// A one-shot looks up a few codes: its first `lookupsBeforeIndexing` lookups go through the countries
/// in turn, and the positions are indexed by code at the next (the two tables of a catalog
/// were 50 KB of a one-shot's heap, built for a lookup or two). A daemon or a batch indexes them
/// once.
public struct CountryCodeTable: Sendable {
  private let countries: [Country]
  private let codes: [@Sendable (Country) -> String]
  private let index: Index

  /// How many lookups go through the countries in turn before they are indexed.
  static let lookupsBeforeIndexing = 16

  private final class Index: Sendable {
    let lookups = Atomic(0)
    let positions: ReadOnce<[String: Int]>

    init(_ positions: ReadOnce<[String: Int]>) {
      self.positions = positions
    }
  }

  /// `codes`: the codes each country is found by; the first country with a code keeps it.
  public init(_ countries: [Country], codes: (@Sendable (Country) -> String)...) {
    self.countries = countries
    self.codes = codes
    index = Index(
      ReadOnce {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(countries.count * codes.count)
        // By position: a `for country in countries` loop copied each record, retaining every field.
        for position in countries.indices {
          for code in codes {
            let key = code(countries[position])
            if positions[key] == nil { positions[key] = position }
          }
        }
        return positions
      })
  }

  public subscript(code: String) -> Country? {
    guard
      index.positions.isAtHand
        || index.lookups.wrappingAdd(1, ordering: .relaxed).oldValue >= Self.lookupsBeforeIndexing
    else {
      return countries.first { country in codes.contains { $0(country) == code } }
    }
    return index.positions.value[code].map { countries[$0] }
  }

  /// How many codes find a country.
  public var codeCount: Int { index.positions.value.count }
}
