/// Delivers the full set of countries; adapters translate their failures into `CountryLoadError`.
public protocol CountryLoader: Sendable {
  /// `refreshing` asks for the live source even when a recent copy could answer: a person retried.
  func loadCountries(refreshing: Bool) async throws -> CountryDataset
}

extension CountryLoader {
  /// The current dataset, from whatever copy is fresh enough.
  public func loadCountries() async throws -> CountryDataset {
    try await loadCountries(refreshing: false)
  }
}
