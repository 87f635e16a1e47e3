import CountriesAPI
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct CountryRecordCodecTests {
  @Test func decode_deliversEveryRecordOfTheBundledSnapshot() throws {
    let dataset = try BundledSnapshot.dataset.get()

    #expect(dataset.countries.count == 250)
    #expect(dataset.provenance.origin == .bundled)
    #expect(dataset.provenance.source.contains("REST Countries v3.1"))
  }

  @Test func decode_keepsDataOdditiesOfTheSnapshot() throws {
    let countries = try Dictionary(
      uniqueKeysWithValues: BundledSnapshot.dataset.get().countries.map { ($0.cca2, $0) })

    #expect(countries["AQ"]?.capitals == [])
    #expect(countries["ZA"]?.capitals == ["Pretoria", "Bloemfontein", "Cape Town"])
    #expect(countries["MC"]?.area == 2.02)
    #expect(countries["BE"]?.flag.emoji == "🇧🇪")
    #expect(countries["BE"]?.names.translations["deu"]?.common == "Belgien")
    #expect(
      countries["BE"]?.currencies == [Country.Currency(code: "EUR", name: "euro", symbol: "€")])
    #expect(countries["US"]?.callingCodes.count == 317)
    #expect(countries["GB"]?.drivingSide == .left)
    #expect(countries["CW"]?.names.common == "Curaçao")
    #expect(countries["BO"]?.isLandlocked == true)
    #expect(countries["PE"]?.isLandlocked == false)
    #expect(countries.values.filter { $0.isLandlocked == true }.count == 45)
  }

  @Test func decode_readsARecordWrittenBeforeTheLandlockedFieldAsNotSaying() throws {
    let decoded = try CountryRecordCodec.decode(snapshotText(droppingLastFields: 2))

    #expect(decoded.countries.count == 250)
    #expect(decoded.countries.allSatisfy { $0.isLandlocked == nil && $0.demonyms.all.isEmpty })
  }

  @Test func decode_keepsTheOtherLanguagesDemonyms_andReadsAnOlderRecordAsHavingNone() throws {
    let france = try #require(
      BundledSnapshot.dataset.get().countries.first { $0.cca2 == "FR" })
    let older = try CountryRecordCodec.decode(snapshotText(droppingLastFields: 1))

    #expect(france.demonyms["fra"] == Country.Demonym(female: "Française", male: "Français"))
    #expect(france.demonyms["eng"] == nil)
    #expect(older.countries.allSatisfy { $0.demonyms.all.isEmpty && $0.isLandlocked != nil })
  }

  /// The bundled snapshot as an older build wrote it, without its last fields.
  private func snapshotText(droppingLastFields count: Int) throws -> String {
    let text = CountryRecordCodec.encode(try BundledSnapshot.dataset.get())
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      index, line in
      index == 0
        ? String(line)
        : line.split(separator: "\t", omittingEmptySubsequences: false).dropLast(count)
          .joined(separator: "\t")
    }.joined(separator: "\n")
  }

  @Test func encode_roundTripsValuesWithReservedCharacters() throws {
    let hostile = SampleCountries.make(
      "ZZ", "Tab\tPipe|Equals=Back\\slash\nNew", capitals: ["a|b", "c=d"], alternates: ["x\ty"],
      translations: ["fra": "Le|Pays=\\"])
    let dataset = CountryDataset(
      countries: [hostile, SampleCountries.belgium], provenance: .sample)

    let decoded = try CountryRecordCodec.decode(CountryRecordCodec.encode(dataset))

    // Tabs and line breaks are controls: they come back as spaces (`IncomingText`).
    let expected = SampleCountries.make(
      "ZZ", "Tab Pipe|Equals=Back\\slash New", capitals: ["a|b", "c=d"], alternates: ["x y"],
      translations: ["fra": "Le|Pays=\\"])
    #expect(decoded.countries == [expected, SampleCountries.belgium])
    #expect(decoded.header.source == DataProvenance.sample.source)
    #expect(decoded.header.asOf == DataProvenance.sample.asOf)
  }

  @Test func translationInOneLanguage_agreesWithAllTranslationsForEveryCountry() throws {
    let countries = try BundledSnapshot.dataset.get().countries
    let codes = ["fra", "spa", "deu", "por", "ita", "jpn", "zho", "xyz"]

    for country in countries {
      let all = country.names.translations
      for code in codes {
        #expect(country.names.translation(in: code) == all[code], "\(country.cca2) \(code)")
      }
    }
    #expect(
      countries.first { $0.cca2 == "DE" }?.names.translation(in: "fra")?.common == "Allemagne")
  }

  @Test func translationInOneLanguage_readsEscapedNamesBack() throws {
    let hostile = SampleCountries.make(
      "ZZ", "Zed", capitals: ["Z"], translations: ["fra": "Le|Pays=\\", "deu": "Das=Land"])
    let decoded = try CountryRecordCodec.decode(
      CountryRecordCodec.encode(CountryDataset(countries: [hostile], provenance: .sample)))

    #expect(decoded.countries[0].names.translation(in: "fra")?.common == "Le|Pays=\\")
    #expect(decoded.countries[0].names.translation(in: "deu")?.common == "Das=Land")
    #expect(decoded.countries[0].names.translation(in: "ita") == nil)
  }

  @Test func encode_roundTripsTheWholeSnapshot() throws {
    let dataset = try BundledSnapshot.dataset.get()

    let decoded = try CountryRecordCodec.decode(CountryRecordCodec.encode(dataset))

    #expect(decoded.countries == dataset.countries)
  }

  @Test(arguments: [
    ("", CountryRecordCodec.Error.missingHeader),
    ("{\"not\": \"ours\"}", .unsupportedFormat),
    ("country-quiz-records 1\tsrc\t2026-01-01\t2\nBE", .malformedRecord(line: 2)),
    ("country-quiz-records 1\tsrc\tyesterday\t0", .missingHeader),
  ])
  func decode_failsOnForeignOrCorruptText(text: String, expected: CountryRecordCodec.Error) {
    #expect(throws: expected) { try CountryRecordCodec.decode(text) }
  }

  @Test func decode_failsOnTruncatedText() throws {
    let full = CountryRecordCodec.encode(try BundledSnapshot.dataset.get())
    let truncated = String(full.utf8.prefix(full.utf8.count / 2)) ?? ""

    #expect(throws: CountryRecordCodec.Error.self) { try CountryRecordCodec.decode(truncated) }
  }
}
