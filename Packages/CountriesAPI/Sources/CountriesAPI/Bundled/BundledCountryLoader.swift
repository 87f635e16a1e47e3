import Domain

/// Loads the snapshot compiled into the binary; never touches the network.
public struct BundledCountryLoader: CountryLoader {
  public init() {}

  public func loadCountries(refreshing: Bool) async throws -> CountryDataset {
    try BundledSnapshot.dataset.mapError { CountryLoadError.invalidData("bundled snapshot: \($0)") }
      .get()
  }

  /// The snapshot, unless it failed to decode (`loadCountries` then says why).
  public func countriesAtHand() -> CountryDataset? {
    try? BundledSnapshot.dataset.get()
  }
}
