import Domain
import DomainTestSupport
import Testing

/// Countries by code, each held once.
@Suite struct CountryCodeTableTests {
  @Test func aCountry_isFoundByEachOfItsCodes() {
    let sut = CountryCodeTable(SampleCountries.all, codes: \Country.cca2, \Country.cca3)

    for country in SampleCountries.all {
      #expect(sut[country.cca2]?.cca3 == country.cca3)
      #expect(sut[country.cca3]?.cca2 == country.cca2)
    }
    #expect(sut["ZZ"] == nil)
    #expect(sut.codeCount == SampleCountries.all.count * 2)
  }

  @Test func theFirstCountryWithACode_keepsIt() {
    let first = SampleCountries.make("XX", "First")
    let second = SampleCountries.make("XX", "Second")

    let sut = CountryCodeTable([first, second, SampleCountries.belgium], codes: \Country.cca2)

    #expect(sut["XX"]?.names.common == "First")
    #expect(sut.codeCount == 2)
  }

  /// The first lookups go through the countries in turn, the later ones through their index: both
  /// find the same country, the first with the code, and nothing for an unknown code.
  @Test func lookupsBeforeAndAfterIndexing_findTheSameCountries() {
    let countries = SampleCountries.all + [SampleCountries.make("BE", "Not Belgium")]
    let sut = CountryCodeTable(countries, codes: \Country.cca2, \Country.cca3)
    var found: [[String?]] = []

    for _ in 0..<3 {
      found.append(
        (countries.map(\.cca2) + countries.map(\.cca3) + ["ZZ"]).map { sut[$0]?.names.common })
    }

    #expect(found.count == 3)
    #expect(found[0].count > 16)
    #expect(Set(found.map { $0.description }).count == 1)
    #expect(found[0].first == "Belgium")
    #expect(found[0].last == .some(nil))
  }
}
