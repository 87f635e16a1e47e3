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

  @Test func load_keepsEachCountrysMapLinks_evenThoseWithReservedCharacters() async throws {
    let countries = try await BundledCountryLoader().loadCountries().countries
    let byCode = Dictionary(uniqueKeysWithValues: countries.map { ($0.cca2, $0) })

    #expect(byCode["JP"]?.maps.openStreetMap == "https://www.openstreetmap.org/relation/382313")
    #expect(byCode["JP"]?.maps.googleMaps.hasPrefix("https://goo.gl/maps/") == true)
    // Luxembourg's link carries "#map=10/…": "=" separates item parts in the record format.
    #expect(byCode["LU"]?.maps.openStreetMap.contains("#map=10/") == true)
    #expect(countries.filter { $0.maps.openStreetMap.isEmpty }.isEmpty)
  }
}
