import CountriesAPI
import Domain
import DomainTestSupport
import Foundation
import Testing

/// v5 as real clients see it (restcountries.md, "v5 as real clients see it").
@Suite struct V5RealRepliesTests {
  @Test func loadV5_namesThePrimaryCapitalFirstWhateverTheReplysOrder() async throws {
    let sut = makeSUT(page: [bolivia()])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(country.capitals == ["Sucre", "La Paz"])
    #expect(country.capitalCoordinates == Country.Coordinates(latitude: -19.04, longitude: -65.26))
  }

  @Test func loadV5_keepsEveryCapitalsCoordinates() async throws {
    let sut = makeSUT(page: [bolivia()])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(
      country.capitalPositions == [
        "Sucre": Country.Coordinates(latitude: -19.04, longitude: -65.26),
        "La Paz": Country.Coordinates(latitude: -16.5, longitude: -68.15),
      ])
  }

  @Test(arguments: [
    ("currencies", #"{"EUR":{"name":"euro","symbol":"€"}}"#), ("languages", "{}"), ("flag", "[]"),
    ("area", "[]"), ("cars", "[]"), ("coordinates", "[]"), ("borders", "{}"),
    ("population", "\"\""),
    ("names.native", "[]"), ("names.translations", "[]"), ("capitals.0.attributes", "[]"),
    ("capitals.0.coordinates", "[]"), ("tlds", "{}"), ("classification", "[]"),
    ("calling_codes", "{}"), ("demonyms", "[]"), ("demonyms.eng", "[]"),
  ])
  func loadV5_dropsOnlyTheMalformedFieldNotTheCountry(field: String, value: String) async throws {
    let record = try malformed(Payload.v5Record(), field: field, json: value)
    let sut = makeSUT(page: [record])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(country.cca2 == "FR")
    #expect(country.names.common == "France")
    #expect(country.capitals == ["Paris"])
  }

  @Test func loadV5_leavesACurrencyMapOutButKeepsTheRestOfTheRecord() async throws {
    let record = try malformed(
      Payload.v5Record(), field: "currencies", json: #"{"EUR":{"name":"euro"}}"#)
    let sut = makeSUT(page: [record])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(country.currencies == [])
    #expect(country.languages == [Country.Language(code: "fra", name: "French")])
  }

  @Test func loadV5_readsDomainsSovereigntyAndUNMembership() async throws {
    var record = Payload.v5Record(code: "PR", common: "Puerto Rico")
    record["tlds"] = [".pr"]
    record["classification"] = ["sovereign": false, "un_member": false, "dependency": true]
    let sut = makeSUT(page: [record])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(country.topLevelDomains == [".pr"])
    #expect(country.isIndependent == false)
    #expect(country.isUNMember == false)
  }

  @Test func loadV5_readsUNMembershipFromMembershipsWhenClassificationLacksIt() async throws {
    var record = Payload.v5Record()
    record["classification"] = ["sovereign": true]
    record["memberships"] = ["un": true, "eu": true]
    let sut = makeSUT(page: [record])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(country.isUNMember == true)
  }

  @Test func loadV5_dropsAMalformedSovereigntyFlagButKeepsUNMembership() async throws {
    var record = Payload.v5Record()
    record["classification"] = ["sovereign": "yes", "un_member": true]
    let sut = makeSUT(page: [record])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(country.isIndependent == nil)
    #expect(country.isUNMember == true)
  }

  @Test func loadV5_leavesIndependenceUnknownWithoutClassification() async throws {
    var record = Payload.v5Record()
    record["classification"] = nil
    let sut = makeSUT(page: [record])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(country.isIndependent == nil)
    #expect(country.isUNMember == nil)
  }

  @Test(arguments: [
    (["1"], ["+1"]), (["32"], ["+32"]), (["+39", "379"], ["+39", "+379"]), (["", "7"], ["+7"]),
  ])
  func loadV5_writesEachCallingCodeAsOneWholeCodeWithAPlus(codes: [String], expected: [String])
    async throws
  {
    var record = Payload.v5Record()
    record["calling_codes"] = codes
    let sut = makeSUT(page: [record])

    let country = try #require(await sut.loadCountries().countries.first)

    #expect(country.callingCodes == expected)
  }

  @Test func loadV5_skipsAndCountsRecordsWithEmptyCodes() async throws {
    let page = [
      Payload.v5Record(), Payload.v5Record(code: "", common: "Abkhazia"),
      Payload.v5Record(code: "", common: "Somaliland"),
    ]
    let sut = makeSUT(page: page, minimumCount: 2)

    await #expect(
      throws: CountryLoadError.invalidData("only 1 usable countries (2 records skipped)")
    ) {
      try await sut.loadCountries()
    }
    #expect(try V5CountriesMapper.map(Data(Payload.v5Page(page).utf8)).mapped.skipped == 2)
  }

  @Test func loadV5_explainsTheDemoKeysOneRecordAnswer() async {
    let body = Payload.v5Page(
      [Payload.v5Record(code: "CA", common: "Canada")], meta: ["total": 1],
      extra: ["_demo": ["message": "Demo response: sign up for a key to get every country."]])
    let sut = RemoteCountryLoader(
      source: .hostedV5(
        baseURL: anyURL("https://api.example.org/countries/v5"), apiKey: "rc_live_demo"),
      client: HTTPClientSpy.answering(status: 200, body: body))

    await #expect(throws: CountryLoadError.demoKey(setting: "RESTCOUNTRIES_API_KEY")) {
      try await sut.loadCountries()
    }
  }

  @Test func encode_roundTripsEveryCapitalsPosition() throws {
    let country = Country(
      cca2: "ZA", cca3: "ZAF", names: Country.Names(common: "South Africa", official: "RSA"),
      capitals: ["Pretoria", "Bloemfontein", "Cape Town"], flag: Country.Flag(emoji: "🇿🇦"),
      capitalPositions: [
        "Pretoria": Country.Coordinates(latitude: -25.7, longitude: 28.2),
        "Cape Town": Country.Coordinates(latitude: -33.9, longitude: 18.4),
      ])
    let text = CountryRecordCodec.encode(CountryDataset(countries: [country], provenance: .sample))

    let decoded = try CountryRecordCodec.decode(text)

    #expect(decoded.countries == [country])
  }

  @Test func decode_readsTheSnapshotsOnePositionAsTheMainCapitals() throws {
    let dataset = try BundledSnapshot.dataset.get()

    let southAfrica = try #require(dataset.countries.first { $0.cca2 == "ZA" })

    #expect(Array(southAfrica.capitalPositions.keys) == ["Pretoria"])
    #expect(southAfrica.capitalCoordinates?.latitude == -25.7)
  }

  // MARK: - Helpers

  private func makeSUT(page: [[String: Any]], minimumCount: Int = 1) -> RemoteCountryLoader {
    RemoteCountryLoader(
      source: .hostedV5(baseURL: anyURL("https://api.example.org/countries/v5"), apiKey: "k"),
      client: HTTPClientSpy.answering(status: 200, body: Payload.v5Page(page)),
      minimumCount: minimumCount)
  }

  /// Bolivia as v5 lists it: La Paz first, Sucre marked primary, each with its own position.
  private func bolivia() -> [String: Any] {
    var record = Payload.v5Record(code: "BO", common: "Bolivia")
    record["capitals"] = [
      [
        "name": "La Paz", "attributes": ["primary": false, "executive": true],
        "coordinates": ["lat": -16.5, "lng": -68.15],
      ],
      [
        "name": "Sucre", "attributes": ["primary": true, "constitutional": true],
        "coordinates": ["lat": -19.04, "lng": -65.26],
      ],
    ]
    return record
  }

  /// `record` with the value at a dotted path (`names.native`, `capitals.0.coordinates`) replaced.
  private func malformed(_ record: [String: Any], field: String, json: String) throws -> [String:
    Any]
  {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    return replacing(
      Array(field.split(separator: ".").map(String.init))[...], in: record, with: value)
      as? [String: Any] ?? record
  }

  private func replacing(_ path: ArraySlice<String>, in node: Any, with value: Any) -> Any {
    guard let key = path.first else { return value }
    if var object = node as? [String: Any] {
      object[key] = replacing(path.dropFirst(), in: object[key] ?? [:], with: value)
      return object
    }
    if var list = node as? [Any], let index = Int(key), list.indices.contains(index) {
      list[index] = replacing(path.dropFirst(), in: list[index], with: value)
      return list
    }
    return node
  }
}
