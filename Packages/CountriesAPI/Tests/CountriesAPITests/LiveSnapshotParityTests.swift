import CountriesAPI
import Domain
import Foundation
import Testing

/// A live source must answer every intent the bundled snapshot answers: the same records, read from a
/// self-hosted v3.1 server or from hosted v5, carry the snapshot's fields in the snapshot's shapes.
@Suite struct LiveSnapshotParityTests {
  /// The records of Fixtures/v31-parity.json, written by Scripts/make_snapshot.py from the same file
  /// as the snapshot.
  private static let parityCodes = ["AE", "AQ", "BE", "JP", "PR", "US", "VA", "XK", "ZA"]

  @Test(arguments: parityCodes)
  func loadV31_mapsEveryFieldAsTheBundledSnapshotDoes(code: String) async throws {
    let client = HTTPClientSpy { try Fixture.v31Reply(to: $0, from: "v31-parity") }
    let sut = RemoteCountryLoader(
      source: .selfHostedV31(baseURL: anyURL("http://countries.local")), client: client,
      minimumCount: 1)

    let live = try #require(await sut.loadCountries().countries.first { $0.cca2 == code })

    expectSameFields(live, try bundled(code))
    #expect(client.requests.count == V31CountriesMapper.fieldGroups.count)
  }

  @Test func loadV31_keepsTheCallingCodeRootApartFromSeveralSuffixes() async throws {
    let sut = RemoteCountryLoader(
      source: .selfHostedV31(baseURL: anyURL("http://countries.local")),
      client: HTTPClientSpy { try Fixture.v31Reply(to: $0, from: "v31-parity") }, minimumCount: 1)

    let countries = try await sut.loadCountries().countries

    let unitedStates = try #require(countries.first { $0.cca2 == "US" })
    #expect(unitedStates.callingCodes.count == 317)
    #expect(unitedStates.callingCodes.prefix(2) == ["+1 201", "+1 202"])
    #expect(countries.first { $0.cca2 == "BE" }?.callingCodes == ["+32"])
    #expect(countries.first { $0.cca2 == "AQ" }?.callingCodes == [])
  }

  @Test(arguments: ["AQ", "BE", "FR", "ZA"])
  func loadV5_carriesTheSnapshotsDomainsSovereigntyDemonymCallingCodesAndCoast(code: String)
    async throws
  {
    let sut = RemoteCountryLoader(
      source: .hostedV5(baseURL: anyURL("https://api.example.org/countries/v5"), apiKey: "k"),
      client: HTTPClientSpy.answering(
        status: 200, body: String(decoding: try Fixture.data("v5-sample"), as: UTF8.self)),
      minimumCount: 1)

    let live = try #require(await sut.loadCountries().countries.first { $0.cca2 == code })

    let snapshot = try bundled(code)
    #expect(live.topLevelDomains == snapshot.topLevelDomains)
    #expect(live.isIndependent == snapshot.isIndependent)
    #expect(live.isUNMember == snapshot.isUNMember)
    #expect(live.callingCodes == snapshot.callingCodes)
    #expect(live.demonym == snapshot.demonym)
    #expect(live.isLandlocked == snapshot.isLandlocked)
  }

  // MARK: - Helpers

  private func bundled(_ code: String) throws -> Country {
    try #require(BundledSnapshot.dataset.get().countries.first { $0.cca2 == code })
  }

  /// Each field on its own, so a failure names it; then the whole value, so a field added to `Country`
  /// later is compared too.
  private func expectSameFields(
    _ live: Country, _ snapshot: Country, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func same<Value: Equatable>(_ field: KeyPath<Country, Value>, _ label: String) {
      #expect(
        live[keyPath: field] == snapshot[keyPath: field], "\(live.cca2).\(label)",
        sourceLocation: sourceLocation)
    }
    same(\.cca2, "cca2")
    same(\.cca3, "cca3")
    same(\.ccn3, "ccn3")
    same(\.names.common, "names.common")
    same(\.names.official, "names.official")
    same(\.names.native, "names.native")
    same(\.names.translations, "names.translations")
    same(\.names.alternates, "names.alternates")
    same(\.capitals, "capitals")
    same(\.flag, "flag")
    same(\.population, "population")
    same(\.area, "area")
    same(\.region, "region")
    same(\.subregion, "subregion")
    same(\.continents, "continents")
    same(\.languages, "languages")
    same(\.currencies, "currencies")
    same(\.borders, "borders")
    same(\.callingCodes, "callingCodes")
    same(\.timezones, "timezones")
    same(\.demonym, "demonym")
    same(\.drivingSide, "drivingSide")
    same(\.coordinates, "coordinates")
    same(\.capitalPositions, "capitalPositions")
    same(\.topLevelDomains, "topLevelDomains")
    same(\.isIndependent, "isIndependent")
    same(\.isUNMember, "isUNMember")
    same(\.isLandlocked, "isLandlocked")
    #expect(live == snapshot, "\(live.cca2)", sourceLocation: sourceLocation)
  }
}
