import Domain
import DomainTestSupport
import Testing

/// Countries by code, each held once.
@Suite struct CountryCodeTableTests {
  @Test func aCountry_isFoundByEachOfItsCodes() {
    let sut = CountryCodeTable(SampleCountries.all) { [$0.cca2, $0.cca3] }

    for country in SampleCountries.all {
      #expect(sut[country.cca2]?.cca3 == country.cca3)
      #expect(sut[country.cca3]?.cca2 == country.cca2)
    }
    #expect(sut["ZZ"] == nil)
    #expect(sut.codeCount == SampleCountries.all.count * 2)
  }

  @Test func theFirstCountryWithACode_keepsIt() throws {
    let first = try #require(SampleCountries.all.first)
    let second = try #require(SampleCountries.all.dropFirst().first)

    let sut = CountryCodeTable([first, second]) { _ in ["XX"] }

    #expect(sut["XX"]?.cca2 == first.cca2)
    #expect(sut.codeCount == 1)
  }
}
