import Foundation

/// A complete set of countries together with where it came from.
public struct CountryDataset: Sendable, Equatable {
  public let countries: [Country]
  public let provenance: DataProvenance

  public init(countries: [Country], provenance: DataProvenance) {
    self.countries = countries
    self.provenance = provenance
  }

  /// The same countries, described by another provenance (for example "older data, live failed").
  public func with(provenance: DataProvenance) -> CountryDataset {
    CountryDataset(countries: countries, provenance: provenance)
  }
}

/// Where a dataset came from and how old it is.
public struct DataProvenance: Sendable, Equatable {
  /// How the data reached the app.
  public enum Origin: String, Sendable, Equatable {
    case bundled, cache, live
  }

  public let origin: Origin
  /// A human-readable name of the data source, such as "REST Countries v5".
  public let source: String
  /// When the data was produced or fetched.
  public let asOf: Date
  /// Set when a live source was asked and failed, so this older data answered instead.
  public let liveFailure: CountryLoadError?

  public init(origin: Origin, source: String, asOf: Date, liveFailure: CountryLoadError? = nil) {
    self.origin = origin
    self.source = source
    self.asOf = asOf
    self.liveFailure = liveFailure
  }

  /// The same provenance, marked as standing in for a live source that failed.
  public func standingIn(for failure: CountryLoadError) -> DataProvenance {
    DataProvenance(origin: origin, source: source, asOf: asOf, liveFailure: failure)
  }
}
