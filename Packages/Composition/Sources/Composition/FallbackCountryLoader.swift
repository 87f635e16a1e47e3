import Domain

/// Answers from a fallback (the bundled snapshot) when the primary source has nothing to offer,
/// marking the data as standing in for the failed source so the reply can say so and offer a retry.
public struct FallbackCountryLoader: CountryLoader {
  private let primary: any CountryLoader
  private let fallback: any CountryLoader

  public init(primary: any CountryLoader, fallback: any CountryLoader) {
    self.primary = primary
    self.fallback = fallback
  }

  public func loadCountries(refreshing: Bool) async throws -> CountryDataset {
    do {
      return try await primary.loadCountries(refreshing: refreshing)
    } catch let failure as CountryLoadError {
      let dataset = try await fallback.loadCountries(refreshing: false)
      return dataset.with(provenance: dataset.provenance.standingIn(for: failure))
    }
  }
}
