import Domain
import Testing

/// The figures' table as `make economy` writes it, and the figures computed from a country's own
/// population and area: every value in its range, none where the data has none.
@Suite struct EconomyTests {
  @Test func everyFigureOfTheTable_isInItsRange() {
    #expect(Economy.codes.count > 200)
    for code in Economy.codes {
      let country = make(code, population: 1_000_000, area: 1_000)
      if let gdp = country.gdp { #expect(Economy.gdps.contains(gdp), "\(code): \(gdp)") }
      if let hdi = country.hdi { #expect(hdi > 0 && hdi <= 1, "\(code): \(hdi)") }
      if let gini = country.gini {
        #expect(gini.value > 0 && gini.value < 100, "\(code): \(gini.value)")
        #expect((1901...2026).contains(gini.year), "\(code): \(gini.year)")
      }
      #expect(country.gdp != nil || country.hdi != nil || country.gini != nil, "\(code)")
    }
  }

  @Test func theFiguresOfKnownCountries_areTheDatas() {
    #expect(make("BR").gini?.value == 51.6)
    #expect(make("BR").gini?.year == 2023)
    #expect(make("NO").hdi == 0.97)
    #expect(make("DE").gdp == 4_121_200_000_000)
  }

  /// v4 writes 0 for an unknown HDI and has 47 and 8 among its values; Puerto Rico's GDP is
  /// Palau's, 68 dollars a person: the script drops them all.
  @Test func figuresTheScriptDropped_areAbsent() {
    #expect(make("MC").hdi == nil)
    #expect(make("NL").hdi == nil)
    #expect(make("PR").hdi == nil)
    #expect(make("PR").gdp == nil)
    #expect(make("VA").gdp == nil)
    #expect(make("XX").gini == nil)
  }

  @Test func density_isThePopulationOverTheArea_andNoneWithoutPeopleOrLand() {
    #expect(make("AA", population: 1_000, area: 4).density == 250)
    #expect(make("AA", population: 0, area: 49).density == nil)
    #expect(make("AA", population: 10, area: 0).density == nil)
  }

  @Test func gdpPerCapita_isTheGdpOverThisRecordsPopulation() throws {
    let germany = try #require(make("DE", population: 83_491_249).gdpPerCapita)

    #expect(Int(germany.value) == 49_360)
    #expect(germany.isReliable)
  }

  /// A microstate's GDP divided among very few people, or a figure outside any real one, is no
  /// figure to give: it is marked unreliable, and a ranking leaves it out.
  @Test func gdpPerCapita_ofVeryFewPeople_isUnreliableAndUnranked() throws {
    let few = make("CC", population: 593)
    let perPerson = try #require(few.gdpPerCapita)
    let absurd = try #require(make("DE", population: 5_000).gdpPerCapita)

    #expect(!perPerson.isReliable)
    #expect(!absurd.isReliable)
    #expect(Ranking(measure: .gdpPerCapita, order: .most).ranked([few]).isEmpty)
  }

  @Test func ranked_leavesOutCountriesWithoutAFigure() {
    let germany = make("DE", population: 83_491_249)
    let vatican = make("VA", population: 882)
    let france = make("FR", population: 68_000_000)

    let ranked = Ranking(measure: .gdp, order: .least).ranked([germany, vatican, france])

    #expect(ranked.map(\.cca2) == ["FR", "DE"])
  }

  @Test func aLineNamingSeveralMeasures_meansTheMostSpecific() {
    #expect(Ranking.Measure.meant(among: [.population, .density]) == .density)
    #expect(Ranking.Measure.meant(among: [.gdp, .gdpPerCapita]) == .gdpPerCapita)
    #expect(Ranking.Measure.meant(among: [.area, .gdp]) == .gdp)
    #expect(Ranking.Measure.meant(among: [.area]) == .area)
  }

  @Test func everyFigureMeasure_isDeclaredByOneCapability() {
    for measure in Ranking.Measure.allCases where measure != .neighbours {
      #expect(measure.intent != nil, "\(measure)")
    }
  }

  private func make(_ code: String, population: Int = 1_000_000, area: Double = 1_000) -> Country {
    Country(
      cca2: code, cca3: code + "X", names: .init(common: code, official: code), capitals: [],
      flag: .init(emoji: ""), population: population, area: area)
  }
}
