import CountriesAPI
import Domain
import Testing

@Suite struct BundledCountryLoaderTests {
  @Test func load_deliversTheSnapshotWithItsSourceAndDate() async throws {
    let sut = BundledCountryLoader()

    let dataset = try await sut.loadCountries()

    #expect(dataset.countries.count == 250)
    #expect(dataset.provenance.origin == .bundled)
    #expect(dataset.provenance.asOf.timeIntervalSince1970 == 1_781_568_000)
  }
}
