import CountriesAPI
import Domain
import Foundation
import LoopbackHTTP
import Testing
import URLSessionHTTP

extension InProcessURLSessionTests {
  /// The remote loader and the URLSession adapter together, against real servers on 127.0.0.1.
  @Suite struct RemoteCountryLoaderLoopbackTests {
    @Test func loadV5_pagesThroughTheHostedAPIWithTheBearerKey() async throws {
      let countries = try BundledSnapshot.dataset.get().countries
      let server = try LoopbackHTTPServer { request in
        guard request.headers["authorization"] == "Bearer rc_live_test" else {
          return .respond(
            status: 401, body: Data(#"{"errors":[{"message":"Authorization key required."}]}"#.utf8)
          )
        }
        let offset = Int(request.query["offset"] ?? "0") ?? 0
        let page = Array(countries.dropFirst(offset).prefix(100))
        return .respond(
          status: 200, body: V5Replies.page(page, more: offset + 100 < countries.count))
      }
      defer { server.stop() }
      let sut = RemoteCountryLoader(
        source: .hostedV5(
          baseURL: server.baseURL.appending(path: "countries/v5"), apiKey: "rc_live_test"),
        client: URLSessionHTTPClient(timeout: 30))

      let dataset = try await sut.loadCountries()

      #expect(dataset.countries.count == 250)
      #expect(server.requests.count == 3)
      #expect(dataset.countries.first { $0.cca2 == "BE" }?.capitals == ["Brussels"])
    }

    @Test(arguments: [
      (
        LoopbackHTTPServer.Behavior.respond(status: 401, body: Data()),
        CountryLoadError.accessDenied(setting: "RESTCOUNTRIES_V31_URL")
      ),
      (.respond(status: 403, body: Data()), .accessDenied(setting: "RESTCOUNTRIES_V31_URL")),
      (
        .respond(status: 404, body: Data()),
        .invalidData("the server has no REST Countries API at that address (HTTP 404)")
      ),
      (
        .respond(status: 429, headers: ["Retry-After": "12"], body: Data()),
        .rateLimited(retryAfterSeconds: 12)
      ),
      (.respond(status: 500, body: Data("oops".utf8)), .serverError(status: 500)),
      (
        .respond(
          status: 200,
          body: Data(#"{"success":false,"data":null,"errors":[{"message":"deprecated"}]}"#.utf8)),
        .invalidData("the server answered with an error: deprecated")
      ),
      (
        .respond(status: 200, body: Data("<html>proxy error</html>".utf8)),
        .invalidData("the reply is not a list of countries")
      ),
      (.drop, .noConnection),
    ])
    func loadV31_deliversAPersonsReasonForEachFailure(
      behavior: LoopbackHTTPServer.Behavior, expected: CountryLoadError
    ) async throws {
      let server = try LoopbackHTTPServer { _ in behavior }
      defer { server.stop() }
      let sut = RemoteCountryLoader(
        source: .selfHostedV31(baseURL: server.baseURL), client: URLSessionHTTPClient(timeout: 3))

      await #expect(throws: expected) { try await sut.loadCountries() }
    }

    @Test func loadV5_readsRepliesAsRealClientsSeeThem() async throws {
      let server = try LoopbackHTTPServer { _ in
        .respond(status: 200, body: Data(Self.realPage.utf8))
      }
      defer { server.stop() }
      let sut = RemoteCountryLoader(
        source: .hostedV5(baseURL: server.baseURL, apiKey: "rc_live_test"),
        client: URLSessionHTTPClient(timeout: 30), minimumCount: 1)

      let countries = try await sut.loadCountries().countries
      let bolivia = countries.first { $0.cca2 == "BO" }

      #expect(countries.map(\.cca2) == ["BO", "CA"])
      #expect(bolivia?.capitals == ["Sucre", "La Paz"])
      #expect(bolivia?.capitalPositions["La Paz"]?.latitude == -16.5)
      #expect(bolivia?.currencies.isEmpty == true)
      #expect(bolivia?.population == 12_000_000)
    }

    @Test func loadV5_explainsTheDemoKeysOneRecordAnswer() async throws {
      let demo =
        #"{"data":{"objects":[{"names":{"common":"Canada","official":"Canada"},"#
        + #""codes":{"alpha_2":"CA","alpha_3":"CAN"}}],"meta":{"total":1},"_demo":{"message":"demo"}}}"#
      let server = try LoopbackHTTPServer { _ in .respond(status: 200, body: Data(demo.utf8)) }
      defer { server.stop() }
      let sut = RemoteCountryLoader(
        source: .hostedV5(baseURL: server.baseURL, apiKey: "rc_live_demo"),
        client: URLSessionHTTPClient(timeout: 30))

      await #expect(throws: CountryLoadError.demoKey(setting: "RESTCOUNTRIES_API_KEY")) {
        try await sut.loadCountries()
      }
    }

    /// A v5 page shaped like the evidence in restcountries.md 2.6: capitals with attributes, listed with
    /// the primary one second; currencies sent as `[]` where a map belongs; a record with empty codes.
    static let realPage = #"""
      {"data":{"objects":[
        {"names":{"common":"Bolivia","official":"Plurinational State of Bolivia"},
         "codes":{"alpha_2":"BO","alpha_3":"BOL","ccn3":"068"},
         "capitals":[
           {"name":"La Paz","coordinates":{"lat":-16.5,"lng":-68.15},"attributes":{"primary":false}},
           {"name":"Sucre","coordinates":{"lat":-19.02,"lng":-65.26},"attributes":{"primary":true}}],
         "currencies":[], "population":12000000, "region":"Americas", "subregion":"South America"},
        {"names":{"common":"Somaliland","official":"Republic of Somaliland"},
         "codes":{"alpha_2":"","alpha_3":"","ccn3":""}, "capitals":[{"name":"Hargeisa"}]},
        {"names":{"common":"Canada","official":"Canada"},
         "codes":{"alpha_2":"CA","alpha_3":"CAN","ccn3":"124"},
         "capitals":[{"name":"Ottawa","coordinates":{"lat":45.42,"lng":-75.7},"attributes":{"primary":true}}],
         "population":41000000, "region":"Americas", "subregion":"North America"}
      ],"meta":{"count":3,"limit":100,"offset":0,"more":false}}}
      """#

    @Test func loadV31_deliversTimedOutOnAServerThatNeverAnswers() async throws {
      let server = try LoopbackHTTPServer { _ in .hang }
      defer { server.stop() }
      let sut = RemoteCountryLoader(
        source: .selfHostedV31(baseURL: server.baseURL), client: URLSessionHTTPClient(timeout: 0.5))

      await #expect(throws: CountryLoadError.timedOut) { try await sut.loadCountries() }
    }
  }
}
