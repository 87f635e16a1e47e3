import Testing

@testable import Domain

/// The name a prefix search reads in another language: the folded common name the compiled lists
/// hold, read without the country's names; else folded from the names' translation.
@Suite struct CountryPrefixKeyTests {
  private static func country(
    _ position: Int, in lists: CountryLists, coreReads: Counter = Counter()
  ) -> Country {
    Country(
      cca2: "C\(position)", cca3: "CC\(position)", ccn3: "", population: 1, area: 1,
      region: "Europe", subregion: "", isIndependent: nil, lists: lists, at: position,
      readingCore: {
        coreReads.increment()
        return Country.Core(
          names: .init(
            common: "Germany", official: "Germany",
            translations: ["spa": .init(common: "Alemania", official: "Alemania")]),
          capitals: [], currencies: [])
      },
      readingDetails: { Country.Details(flag: .init(emoji: "")) })
  }

  private static func lists(prefixKeys: (@Sendable (Int, Language) -> String?)?) -> CountryLists {
    CountryLists(
      count: 2, languages: { _ in [] }, continents: { _ in [] }, commonNames: { _ in "Germany" },
      prefixKeys: prefixKeys)
  }

  @Test func compiledLists_giveTheKey_withoutReadingTheCountrysNames() {
    let reads = Counter()
    let lists = Self.lists(prefixKeys: { position, language in
      language == .spanish && position == 1 ? "alemania (compiled)" : nil
    })
    let country = Self.country(1, in: lists, coreReads: reads)

    #expect(country.prefixKey(in: .spanish) == "alemania (compiled)")
    #expect(country.prefixKey(in: .french) == nil, "the lists say it has no French name")
    #expect(reads.value == 0)
  }

  @Test func listsWithoutKeys_foldTheTranslation() {
    let reads = Counter()
    let country = Self.country(1, in: Self.lists(prefixKeys: nil), coreReads: reads)

    #expect(country.prefixKey(in: .spanish) == "alemania")
    #expect(country.prefixKey(in: .french) == nil)
    #expect(reads.value == 1)
  }
}
