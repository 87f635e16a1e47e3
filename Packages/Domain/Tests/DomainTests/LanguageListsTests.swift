import Domain
import Testing

@Suite struct LanguageListsTests {
  private static func country(_ position: Int, in lists: LanguageLists) -> Country {
    Country(
      cca2: "C\(position)", cca3: "CC\(position)", ccn3: "",
      names: .init(common: "C", official: "C"),
      capitals: [], population: 1, area: 1, region: "", subregion: "", currencies: [],
      isIndependent: nil, languages: lists, at: position,
      readingDetails: { Country.Details(flag: .init(emoji: "")) })
  }

  /// A question about one country reads that country's languages alone; one about a language's
  /// speakers reads every country's, once.
  @Test func aCountrysLanguagesAreReadAlone_thenEveryCountrysOnceAskedOften() {
    let reads = Counter()
    let lists = LanguageLists(count: 3) { position in
      reads.increment()
      return [.init(code: "l\(position)", name: "Language \(position)")]
    }
    let countries = (0..<3).map { Self.country($0, in: lists) }

    for _ in 0..<16 { #expect(countries[1].languages.map(\.name) == ["Language 1"]) }
    #expect(reads.value == 16)
    #expect(countries[2].languages.map(\.name) == ["Language 2"])
    #expect(reads.value == 19)
    for country in countries { _ = country.languages }
    #expect(reads.value == 19)
    #expect(countries.map(\.languages.first?.code) == ["l0", "l1", "l2"])
  }

  @Test func aPositionOutsideTheListsHasNoLanguages() {
    let lists = LanguageLists(count: 2) { _ in [.init(code: "x", name: "X")] }

    #expect(Self.country(2, in: lists).languages.isEmpty)
    #expect(Self.country(-1, in: lists).languages.isEmpty)
    #expect(Self.country(1, in: lists).languages.map(\.code) == ["x"])
  }
}
