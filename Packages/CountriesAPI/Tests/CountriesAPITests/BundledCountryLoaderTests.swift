import Domain
import Testing

@testable import CountriesAPI

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

  /// The compiled snapshot is decoded without checking its fields for controls, and its deferred
  /// fields point into the binary: it must decode to what the checked, copying path gives.
  @Test func theCompiledSnapshot_decodesAsACacheFileOfTheSameTextWould() throws {
    let compiled = try CountryRecordCodec.decode(
      compiled: BundledSnapshot.text, index: BundledSnapshot.index)
    let checked = try CountryRecordCodec.decode("\(BundledSnapshot.text)")
    #expect(compiled.header == checked.header)
    let lines = { (countries: [Country]) in countries.map(CountryRecordFields.line(for:)) }
    #expect(lines(compiled.countries) == lines(checked.countries))
    let japan = try #require(compiled.countries.first { $0.cca2 == "JP" })
    #expect(japan.names.translation(in: "fra")?.common == "Japon")
    #expect(japan.names.translations["deu"]?.common == "Japan")
  }

  /// A one-shot decodes the details (flag, borders, positions…) of the countries its
  /// reply reads, not of all 250: they were a third of its instructions.
  @Test func theCompiledSnapshot_readsACountrysDetailsOnlyWhenAsked() throws {
    let compiled = try CountryRecordCodec.decode(
      compiled: BundledSnapshot.text, index: BundledSnapshot.index
    ).countries
    let checked = try CountryRecordCodec.decode("\(BundledSnapshot.text)").countries
    let readBefore = compiled.filter(\.hasDetails).count
    let unreadChecked = checked.filter { !$0.hasDetails }.count
    #expect(readBefore == 0)
    #expect(unreadChecked == 0)

    let japan = try #require(compiled.first { $0.cca2 == "JP" })
    #expect(japan.flag.emoji == "🇯🇵")
    #expect(japan.currencies.map(\.code) == ["JPY"])

    let readAfter = compiled.filter(\.hasDetails).map(\.cca2)
    #expect(readAfter == ["JP"])
    // Every country's languages and continents, as a question about a language's speakers or a
    // region's countries reads them, are read apart from the other details.
    let languages = compiled.map(\.languages)
    let continents = compiled.map(\.continents)
    #expect(compiled.filter(\.hasDetails).map(\.cca2) == ["JP"])
    #expect(languages == checked.map(\.languages))
    #expect(continents == checked.map(\.continents))
    #expect(continents.filter { $0.contains("Europe") && $0.contains("Asia") }.count >= 3)
    #expect(languages.filter { $0.contains { $0.name == "Korean" } }.count == 2)
    let (compiledDetails, checkedDetails) = (compiled.map(\.allDetails), checked.map(\.allDetails))
    #expect(compiledDetails == checkedDetails)
  }
}
