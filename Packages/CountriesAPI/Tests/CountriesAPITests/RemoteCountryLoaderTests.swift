import CountriesAPI
import Domain
import Foundation
import Testing

@Suite struct RemoteCountryLoaderTests {
  private let v31 = RemoteCountryLoader.Source.selfHostedV31(
    baseURL: anyURL("http://countries.local:8080"))
  private let v5 = RemoteCountryLoader.Source.hostedV5(
    baseURL: anyURL("https://api.example.org/countries/v5"), apiKey: "rc_live_secret")

  @Test func loadV31_asksForAtMostTenFieldsPerRequestAndMergesByCca3() async throws {
    let client = HTTPClientSpy(Fixture.v31Reply)
    let sut = makeSUT(v31, client)

    let dataset = try await sut.loadCountries()

    let fieldLists = client.requests.compactMap { request in
      URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first {
        $0.name == "fields"
      }?.value
    }
    #expect(client.requests.allSatisfy { $0.url.path == "/v3.1/all" })
    #expect(fieldLists.allSatisfy { $0.split(separator: ",").count <= 10 && $0.contains("cca3") })
    let belgium = try #require(dataset.countries.first { $0.cca2 == "BE" })
    #expect(belgium.capitals == ["Brussels"])
    #expect(belgium.names.translations["deu"]?.common == "Belgien")
    #expect(belgium.demonym?.male == "Belgian")
    #expect(dataset.countries.first { $0.cca2 == "ZA" }?.capitals.count == 3)
    #expect(dataset.countries.first { $0.cca2 == "AQ" }?.capitals == [])
    #expect(dataset.provenance.origin == .live)
    #expect(dataset.provenance.source == "REST Countries v3.1 at countries.local")
  }

  @Test func loadV5_sendsTheKeyAsBearerAndPagesUntilNoMore() async throws {
    let page = try Fixture.data("v5-sample")
    let client = HTTPClientSpy { request in
      let offset = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
        .first { $0.name == "offset" }?.value
      let body =
        offset == "0"
        ? String(decoding: page, as: UTF8.self).replacingOccurrences(
          of: "\"more\": false", with: "\"more\": true") : String(decoding: page, as: UTF8.self)
      return HTTPResponse(statusCode: 200, body: Data(body.utf8))
    }
    let sut = makeSUT(v5, client)

    let dataset = try await sut.loadCountries()

    #expect(client.requests.count == 2)
    #expect(client.requests.allSatisfy { $0.headers["Authorization"] == "Bearer rc_live_secret" })
    #expect(client.requests.map(\.url.query) == ["limit=100&offset=0", "limit=100&offset=100"])
    #expect(dataset.countries.map(\.cca2).sorted() == ["AQ", "BE", "FR", "ZA"])
    #expect(dataset.countries.first { $0.cca2 == "BE" }?.capitals == ["Brussels"])
    #expect(dataset.countries.first { $0.cca2 == "BE" }?.callingCodes == ["+32"])
  }

  @Test(arguments: [
    (401, CountryLoadError.unauthorized(setting: "RESTCOUNTRIES_API_KEY")),
    (403, .quotaExhausted), (500, .serverError(status: 500)),
    (503, .serverError(status: 503)), (400, .serverError(status: 400)),
  ])
  func load_deliversAPersonsReasonOnErrorStatus(status: Int, expected: CountryLoadError) async {
    let sut = makeSUT(v5, .answering(status: status, body: #"{"errors":[{"message":"nope"}]}"#))

    await #expect(throws: expected) { try await sut.loadCountries() }
  }

  @Test(arguments: [401, 403])
  func loadV31_deliversAccessDeniedNamingTheServerNotAKeyOnRefusal(status: Int) async {
    let sut = makeSUT(v31, .answering(status: status, body: #"{"message":"Forbidden"}"#))

    await #expect(throws: CountryLoadError.accessDenied(setting: "RESTCOUNTRIES_V31_URL")) {
      try await sut.loadCountries()
    }
  }

  @Test func loadV5_deliversQuotaExhaustedNotARefusedKeyOn403() async {
    let body = #"{"errors":[{"message":"Access to premium fields requires a paid plan."}]}"#
    let sut = makeSUT(v5, .answering(status: 403, body: body))

    await #expect(throws: CountryLoadError.quotaExhausted) { try await sut.loadCountries() }
  }

  @Test func load_honoursRetryAfterOnRateLimit() async {
    let sut = makeSUT(v5, .answering(status: 429, headers: ["Retry-After": "30"]))

    await #expect(throws: CountryLoadError.rateLimited(retryAfterSeconds: 30)) {
      try await sut.loadCountries()
    }
  }

  @Test func load_treatsTheRetiredHostsDeprecationBodyAsAnErrorNotData() async {
    let body =
      #"{"success":false,"data":null,"errors":[{"message":"This API version has been deprecated."}]}"#
    let sut = makeSUT(v31, .answering(status: 200, body: body))

    await #expect(
      throws: CountryLoadError.invalidData(
        "the server answered with an error: This API version has been deprecated.")
    ) {
      try await sut.loadCountries()
    }
  }

  @Test(arguments: [
    "<html>502 Bad Gateway</html>", #"[{"cca3":"BEL","name":{"common":"Bel"#, "", "null", "{}",
  ])
  func load_deliversInvalidDataOnMalformedOrTruncatedReplies(body: String) async {
    let sut = makeSUT(v31, .answering(status: 200, body: body))

    await #expect(throws: CountryLoadError.self) { try await sut.loadCountries() }
  }

  @Test func load_skipsRecordsMissingRequiredFieldsInsteadOfFailing() async throws {
    let client = HTTPClientSpy { request in
      var reply = try Fixture.v31Reply(to: request)
      let text = String(decoding: reply.body, as: UTF8.self)
      reply = HTTPResponse(
        statusCode: 200, body: Data(text.replacingOccurrences(of: "\"BE\"", with: "42").utf8))
      return reply
    }
    let sut = RemoteCountryLoader(source: v31, client: client, minimumCount: 3)

    let dataset = try await sut.loadCountries()

    #expect(dataset.countries.map(\.cca2).sorted() == ["AQ", "FR", "ZA"])
  }

  @Test func load_rejectsAnImplausiblySmallDataset() async {
    let sut = RemoteCountryLoader(
      source: v31, client: HTTPClientSpy(Fixture.v31Reply), minimumCount: 200)

    await #expect(
      throws: CountryLoadError.invalidData("only 4 usable countries (0 records skipped)")
    ) {
      try await sut.loadCountries()
    }
  }

  @Test(arguments: [
    (HTTPClientError.timedOut, CountryLoadError.timedOut), (.noConnection, .noConnection),
  ])
  func load_translatesTransportFailures(failure: HTTPClientError, expected: CountryLoadError) async
  {
    let sut = makeSUT(v5, .failing(failure))

    await #expect(throws: expected) { try await sut.loadCountries() }
  }

  @Test func errors_neverContainTheAPIKey() async {
    for status in [400, 401, 403, 404, 429, 500] {
      let sut = makeSUT(v5, .answering(status: status, body: "rc_live_secret"))
      do {
        _ = try await sut.loadCountries()
      } catch {
        #expect(!"\(error)".contains("rc_live_secret"))
      }
    }
  }

  // MARK: - Helpers

  private func makeSUT(_ source: RemoteCountryLoader.Source, _ client: HTTPClientSpy)
    -> RemoteCountryLoader
  {
    RemoteCountryLoader(
      source: source, client: client, minimumCount: 4, now: { Date(timeIntervalSince1970: 0) })
  }
}

func anyURL(_ text: String) -> URL {
  URL(string: text) ?? URL(fileURLWithPath: "/")
}
