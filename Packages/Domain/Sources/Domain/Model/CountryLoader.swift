/// Delivers the full set of countries; adapters translate their failures into `CountryLoadError`.
public protocol CountryLoader: Sendable {
  /// `refreshing` asks for the live source even when a recent copy could answer: a person retried.
  func loadCountries(refreshing: Bool) async throws -> CountryDataset

  /// The dataset when it is at hand and loading it needs no waiting (the snapshot compiled into
  /// the binary); nil when it must be loaded (the network, a file).
  func countriesAtHand() -> CountryDataset?
}

extension CountryLoader {
  /// The current dataset, from whatever copy is fresh enough.
  public func loadCountries() async throws -> CountryDataset {
    try await loadCountries(refreshing: false)
  }

  public func countriesAtHand() -> CountryDataset? { nil }
}
