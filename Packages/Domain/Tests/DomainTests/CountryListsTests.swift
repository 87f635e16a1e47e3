import Testing

@testable import Domain

@Suite struct CountryListsTests {
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
            common: "C\(position)", official: "C",
            translations: ["spa": .init(common: "Alemania", official: "Alemania")]),
          capitals: ["Capital"], currencies: [])
      },
      readingDetails: { Country.Details(flag: .init(emoji: "")) })
  }

  /// A country read from the bundled snapshot reads its names and capitals on first use, once, and
  /// a correction of its currencies reads none of them.
  @Test func aCountrysNamesAreReadOnFirstUse_once() {
    let reads = Counter()
    let country = Self.country(4, in: Self.lists(count: 5, reads: Counter()), coreReads: reads)
    let corrected = country.with(currencies: [.init(code: "EUR", name: "Euro", symbol: "€")])

    #expect(country.cca2 == "C4")
    #expect(country.region == "Europe")
    #expect(country.commonName == "Listed 4")
    #expect(reads.value == 0)
    #expect(country.names.common == "C4")
    #expect(country.capitals == ["Capital"])
    #expect(country.currencies.isEmpty)
    #expect(reads.value == 1)
    #expect(corrected.currencies.map(\.code) == ["EUR"])
    #expect(corrected.names.common == "C4")
    #expect(reads.value == 1)
  }

  private static func lists(
    count: Int, reads: Counter, prefixKeys: (@Sendable (Int, Language) -> String?)? = nil
  ) -> CountryLists {
    CountryLists(
      count: count,
      languages: { position in
        reads.increment()
        return [.init(code: "l\(position)", name: "Language \(position)")]
      },
      continents: { ["Continent \($0)"] }, commonNames: { "Listed \($0)" },
      prefixKeys: prefixKeys)
  }

  /// A question about one country reads that country's languages alone; one about a language's
  /// speakers reads every country's, once.
  @Test func aCountrysLanguagesAreReadAlone_thenEveryCountrysOnceAskedOften() {
    let reads = Counter()
    let shared = Self.lists(count: 3, reads: reads)
    let sharing = (0..<3).map { Self.country($0, in: shared) }

    for _ in 0..<16 { #expect(sharing[1].languages.map(\.name) == ["Language 1"]) }
    #expect(reads.value == 16)
    #expect(sharing[2].languages.map(\.name) == ["Language 2"])
    #expect(reads.value == 19)
    for country in sharing { _ = country.languages }
    #expect(reads.value == 19)
    #expect(sharing.map(\.languages.first?.code) == ["l0", "l1", "l2"])
    #expect(sharing.map(\.continents) == [["Continent 0"], ["Continent 1"], ["Continent 2"]])
  }

  @Test func aPositionOutsideTheListsHasNoLanguagesNorContinents() {
    let lists = Self.lists(count: 2, reads: Counter())

    #expect(Self.country(2, in: lists).languages.isEmpty)
    #expect(Self.country(-1, in: lists).continents.isEmpty)
    #expect(Self.country(1, in: lists).languages.map(\.code) == ["l1"])
    #expect(Self.country(1, in: lists).continents == ["Continent 1"])
  }

  /// Reading the languages and continents of listed countries reads none of their other details.
  @Test func listsAreReadApartFromTheDetails() {
    let reads = Counter()
    let lists = Self.lists(count: 3, reads: reads)
    let countries = (0..<3).map { Self.country($0, in: lists) }

    for country in countries { _ = (country.languages, country.continents) }

    #expect(countries.allSatisfy { !$0.hasDetails })
  }

  /// The name a prefix search reads in another language: the folded common name compiled lists
  /// hold, read without the country's names.
  @Test func compiledLists_giveThePrefixKey_withoutReadingTheCountrysNames() {
    let reads = Counter()
    let lists = Self.lists(count: 2, reads: Counter()) { position, language in
      language == .spanish && position == 1 ? "alemania (compiled)" : nil
    }
    let country = Self.country(1, in: lists, coreReads: reads)

    #expect(country.prefixKey(in: .spanish) == "alemania (compiled)")
    #expect(country.prefixKey(in: .french) == nil, "the lists say it has no French name")
    #expect(reads.value == 0)
  }

  /// Lists that hold no prefix keys leave the name to the country's translation, folded.
  @Test func listsWithoutPrefixKeys_foldTheTranslation() {
    let reads = Counter()
    let country = Self.country(1, in: Self.lists(count: 2, reads: Counter()), coreReads: reads)

    #expect(country.prefixKey(in: .spanish) == "alemania")
    #expect(country.prefixKey(in: .french) == nil)
    #expect(reads.value == 1)
  }
}
