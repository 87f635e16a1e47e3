/// Delivers the full set of countries; adapters translate their failures into `CountryLoadError`.
public protocol CountryLoader: Sendable {
  func loadCountries() async throws -> CountryDataset
}
