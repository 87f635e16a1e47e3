import Domain
import DomainTestSupport
import Testing

@Suite struct RankingTests {
  @Test func ranked_putsTheLargestFirstOnMostArea() {
    let small = make("AA", area: 10)
    let large = make("BB", area: 100)

    let ranked = Ranking(measure: .area, order: .most).ranked([small, large])

    #expect(ranked.map(\.cca2) == ["BB", "AA"])
  }

  @Test func ranked_putsTheLeastPopulousFirstOnLeastPopulation() {
    let few = make("AA", population: 5)
    let many = make("BB", population: 50)

    let ranked = Ranking(measure: .population, order: .least).ranked([many, few])

    #expect(ranked.map(\.cca2) == ["AA", "BB"])
  }

  @Test func contains_readsRegionSubregionAndContinent() {
    let country = Country(
      cca2: "TR", cca3: "TUR", names: .init(common: "Turkey", official: "Turkey"), capitals: [],
      flag: .init(emoji: ""), region: "Asia", subregion: "Western Asia",
      continents: ["Europe", "Asia"])

    #expect(CountryGroup.region("Europe").contains(country))
    #expect(CountryGroup.region("Western Asia").contains(country))
    #expect(!CountryGroup.region("Africa").contains(country))
  }

  // MARK: - Helpers

  private func make(_ code: String, area: Double = 0, population: Int = 0) -> Country {
    Country(
      cca2: code, cca3: code + "X", names: .init(common: code, official: code), capitals: [],
      flag: .init(emoji: ""), population: population, area: area)
  }
}
