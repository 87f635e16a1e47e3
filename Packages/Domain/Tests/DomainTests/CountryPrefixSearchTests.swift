import DomainTestSupport
import Testing

@testable import Domain

/// A prefix search before the sorted names are made (only the matches sorted) and after (their range
/// found by halves) gives the countries a filter over the sorted names gives, in the same order.
@Suite struct CountryPrefixSearchTests {
  static let names = [
    "Åland Islands", "Côte d'Ivoire", "São Tomé and Príncipe", "Curaçao", "Réunion",
    "Saint Barthélemy", "Czechia", "Chad", "Chile", "China", "Christmas Island", "Ireland", "Iran",
    "Iraq", "Île Maurice", "Ελλάδα", "日本", "North Korea", "Congo", "DR Congo", "Sudan", "Súdan",
    "South Sudan", "Saint-Martin", "Saint Martin", "Al Andalus", "Albania", "Algeria", "Åaland",
    "Aalborg", "Zimbabwe", "Z", "Ängelholm", "Œland", "ßland", "Niger", "Nigeria", "Nîger",
  ]

  /// The catalog with its names sorted; each test makes fresh ones beside it.
  static let sorted: CountryCatalog = {
    let countries = names.enumerated().map { offset, name in
      SampleCountries.make(code(offset), name)
    }
    let dataset = CountryDataset(countries: countries, provenance: .sample)
    let sorted = CountryCatalog(dataset: dataset, interpreter: InterpreterStub([:]))
    _ = sorted.sortedNames
    return sorted
  }()

  /// A group's members sorted alone, before the sorted names are made, come in the order a filter
  /// over the sorted names gives: names that fold alike ("Sudan", "Súdan") included.
  @Test func aGroupsMembers_comeInTheListsOrder_beforeAndAfterTheNamesAreSorted() {
    let sorted = Self.sorted
    let fresh = CountryCatalog(
      dataset: CountryDataset(countries: sorted.countries, provenance: .sample),
      interpreter: InterpreterStub([:]))
    let expected = sorted.sortedNames.map(\.country.cca2)

    #expect(fresh.members(of: .world).map(\.cca2) == expected)
    #expect(fresh.sortedNameList.computed == nil)
    #expect(sorted.members(of: .world).map(\.cca2) == expected)
  }

  @Test func bothWays_findTheCountriesAFilterFinds_inTheListsOrder() {
    let sorted = Self.sorted
    var prefixes: Set<String> = ["", " ", "zz", "saint ", "saint-", "c", "ch", "é", "ΕΛ", "日"]
    for name in Self.names {
      for length in 1...min(5, name.count) { prefixes.insert(String(name.prefix(length))) }
    }

    for prefix in prefixes.sorted() {
      let key = TextFolding.fold(prefix)
      let expected =
        key.isEmpty ? [] : sorted.sortedNames.filter { $0.key.hasPrefix(key) }.map(\.country.cca2)

      // A catalog of its own for each prefix: one searched often sorts its names.
      let fresh = CountryCatalog(
        dataset: CountryDataset(countries: sorted.countries, provenance: .sample),
        interpreter: InterpreterStub([:]))
      #expect(fresh.countries(startingWith: prefix).map(\.cca2) == expected, "\(prefix)")
      #expect(fresh.sortedNameList.computed == nil, "\(prefix)")
      #expect(sorted.countries(startingWith: prefix).map(\.cca2) == expected, "\(prefix)")
    }
    #expect(sorted.countries(startingWith: "ch").count == 4)
  }

  /// A one-shot's few prefix searches fold the names they need; a process that searches often (a
  /// daemon) sorts them once, then finds each range by halves, with the same countries.
  @Test func frequentSearches_sortTheNamesOnce_andFindTheSameCountries() {
    let sorted = Self.sorted
    let fresh = CountryCatalog(
      dataset: CountryDataset(countries: sorted.countries, provenance: .sample),
      interpreter: InterpreterStub([:]))
    let before = fresh.countries(startingWith: "s").map(\.cca2)
    for _ in 1..<CountryCatalog.prefixSearchesBeforeSorting {
      _ = fresh.countries(startingWith: "ch")
    }
    #expect(fresh.sortedNameList.computed == nil)

    let after = fresh.countries(startingWith: "s").map(\.cca2)

    #expect(fresh.sortedNameList.computed != nil)
    #expect(after == before)
    #expect(after == sorted.sortedNames.filter { $0.key.hasPrefix("s") }.map(\.country.cca2))
    #expect(after.count >= 7)
  }

  /// Two letters, distinct for each of the names.
  private static func code(_ offset: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return String([letters[offset / 26], letters[offset % 26]])
  }
}
