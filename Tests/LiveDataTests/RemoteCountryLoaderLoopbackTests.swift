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
        client: URLSessionHTTPClient(timeout: 5))

      let dataset = try await sut.loadCountries()

      #expect(dataset.countries.count == 250)
      #expect(server.requests.count == 3)
      #expect(dataset.countries.first { $0.cca2 == "BE" }?.capitals == ["Brussels"])
    }

    @Test(arguments: [
      (
        LoopbackHTTPServer.Behavior.respond(status: 401, body: Data()),
        CountryLoadError.unauthorized(setting: "RESTCOUNTRIES_V31_URL")
      ),
      (.respond(status: 403, body: Data()), .unauthorized(setting: "RESTCOUNTRIES_V31_URL")),
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

    @Test func loadV31_deliversTimedOutOnAServerThatNeverAnswers() async throws {
      let server = try LoopbackHTTPServer { _ in .hang }
      defer { server.stop() }
      let sut = RemoteCountryLoader(
        source: .selfHostedV31(baseURL: server.baseURL), client: URLSessionHTTPClient(timeout: 0.5))

      await #expect(throws: CountryLoadError.timedOut) { try await sut.loadCountries() }
    }
  }
}
