import CountriesAPI
import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct IncomingTextTests {
  /// A terminal title change and a screen clear, then bidi overrides, DEL and C1 controls.
  private static let hostile = "\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{202E}\u{2067}\u{7F}\u{85}\u{9B}"

  @Test func loadV5_stripsControlsFromEveryTextField() async throws {
    let body = Payload.v5Page([Payload.v5Record(suffix: Self.hostile)])
    let sut = RemoteCountryLoader(
      source: .hostedV5(baseURL: anyURL("https://api.example.org/countries/v5"), apiKey: "k"),
      client: HTTPClientSpy.answering(status: 200, body: body), minimumCount: 1)

    let france = try #require(await sut.loadCountries().countries.first)

    #expect(france.capitals == ["Paris"])
    #expect(france.names.common == "France")
    #expect(france.topLevelDomains == [".fr"])
    #expect(france.currencies == [Country.Currency(code: "EUR", name: "euro", symbol: "€")])
    #expect(france.languages == [Country.Language(code: "fra", name: "French")])
    #expect(france.demonym == Country.Demonym(female: "French", male: "French"))
    expectClean(france)
  }

  @Test func loadV31_stripsControlsFromEveryTextField() async throws {
    let body = Payload.json([Payload.v31Record(suffix: Self.hostile)])
    let sut = RemoteCountryLoader(
      source: .selfHostedV31(baseURL: anyURL("http://countries.local")),
      client: HTTPClientSpy.answering(status: 200, body: body), minimumCount: 1)

    let france = try #require(await sut.loadCountries().countries.first)

    #expect(france.capitals == ["Paris"])
    #expect(france.names.official == "French Republic")
    #expect(france.topLevelDomains == [".fr"])
    #expect(france.currencies == [Country.Currency(code: "EUR", name: "euro", symbol: "€")])
    #expect(france.demonym == Country.Demonym(female: "French", male: "French"))
    expectClean(france)
  }

  @Test func decode_stripsControlsFromACacheFile() throws {
    let h = Self.hostile
    let hostile = SampleCountries.make(
      "FR", "France" + h, capitals: ["Paris" + h], official: "French Republic" + h,
      alternates: ["FR" + h], translations: ["deu" + h: "Frankreich" + h], demonym: "French" + h)
    let provenance = DataProvenance(origin: .live, source: "REST Countries v5" + h, asOf: .now)
    let text = CountryRecordCodec.encode(
      CountryDataset(countries: [hostile], provenance: provenance))

    let decoded = try CountryRecordCodec.decode(text)

    #expect(decoded.countries.first?.capitals == ["Paris"])
    #expect(decoded.header.source == "REST Countries v5")
    try expectClean(#require(decoded.countries.first))
  }

  @Test(arguments: [
    "São Tomé and Príncipe", "Curaçao", "جيبوتي\u{200E}", "🏳️‍🌈", "🇧🇪", "Côte d'Ivoire", "€ £ ° —",
  ])
  func cleaned_keepsOrdinaryTextAndEmoji(text: String) {
    #expect(IncomingText.cleaned(text) == text)
  }

  @Test(arguments: [
    ("Paris\u{1B}]0;PWNED\u{07}\u{1B}[2J", "Paris"), ("a\u{1B}]8;;http://x\u{1B}\\b", "ab"),
    ("Lo\u{202E}ndon\u{2069}", "London"), ("Bern\u{7F}\u{80}\u{9F}", "Bern"), ("a\tb\nc", "a b c"),
    ("x\u{0}y\u{1B}", "xy"), ("Oslo\u{85}", "Oslo"), ("Rome\u{2066}", "Rome"),
  ])
  func cleaned_removesControlsAndBidiOverrides(text: String, expected: String) {
    #expect(IncomingText.cleaned(text) == expected)
  }

  // MARK: - Helpers

  private func expectClean(_ country: Country, sourceLocation: SourceLocation = #_sourceLocation) {
    let dirty = texts(of: country).filter { text in
      text.contains("PWNED")
        || text.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
    }
    #expect(
      dirty.isEmpty, "unclean texts: \(dirty.map(\.debugDescription))",
      sourceLocation: sourceLocation)
  }

  private func texts(of country: Country) -> [String] {
    let names = country.names
    let localized = [names.native, names.translations].flatMap { names in
      names.flatMap { [$0.key, $0.value.common, $0.value.official] }
    }
    return [
      country.cca2, country.cca3, country.ccn3, names.common, names.official, country.flag.emoji,
      country.flag.pngURL, country.flag.svgURL, country.flag.description, country.region,
      country.subregion,
    ] + localized + names.alternates + country.capitals + country.continents + country.borders
      + country.callingCodes + country.timezones + country.topLevelDomains
      + country.languages.flatMap { [$0.code, $0.name] }
      + country.currencies.flatMap { [$0.code, $0.name, $0.symbol] }
      + [country.demonym?.female, country.demonym?.male].compactMap { $0 }
  }
}
