import CountriesAPI
import Foundation
import LoopbackHTTP
import Testing
import URLSessionHTTP

extension InProcessURLSessionTests {
  /// The URLSession adapter against a real server on 127.0.0.1.
  @Suite struct URLSessionHTTPClientTests {
    @Test func send_deliversStatusHeadersAndBody() async throws {
      let server = try LoopbackHTTPServer { _ in
        .respond(status: 201, headers: ["X-Test": "yes"], body: Data("hi".utf8))
      }
      defer { server.stop() }

      let response = try await URLSessionHTTPClient().send(
        HTTPRequest(url: server.baseURL.appending(path: "x")))

      #expect(response.statusCode == 201)
      #expect(response.headers["x-test"] == "yes")
      #expect(response.body == Data("hi".utf8))
    }

    @Test func send_sendsTheRequestHeaders() async throws {
      let server = try LoopbackHTTPServer { _ in .respond(status: 200, body: Data()) }
      defer { server.stop() }

      _ = try await URLSessionHTTPClient().send(
        HTTPRequest(
          url: server.baseURL.appending(path: "v5"), headers: ["Authorization": "Bearer k"])
      )

      #expect(server.requests.first?.headers["authorization"] == "Bearer k")
    }

    @Test func send_deliversNoConnectionWhenNothingListens() async throws {
      let port = try RefusingPort()
      let url = port.url

      await #expect(throws: HTTPClientError.noConnection) {
        _ = try await URLSessionHTTPClient(timeout: 2).send(HTTPRequest(url: url))
      }
    }

    @Test func send_timesOutOnAServerThatNeverAnswers() async throws {
      let server = try LoopbackHTTPServer { _ in .hang }
      defer { server.stop() }

      await #expect(throws: HTTPClientError.timedOut) {
        _ = try await URLSessionHTTPClient(timeout: 0.5).send(HTTPRequest(url: server.baseURL))
      }
    }

    @Test func send_failsOnATruncatedBody() async throws {
      let server = try LoopbackHTTPServer { _ in
        .truncate(body: Data("[{\"cca3\":".utf8), missing: 500)
      }
      defer { server.stop() }

      await #expect(throws: HTTPClientError.self) {
        _ = try await URLSessionHTTPClient(timeout: 2).send(HTTPRequest(url: server.baseURL))
      }
    }

    @Test func send_waitsForASlowServerWithinTheTimeout() async throws {
      let server = try LoopbackHTTPServer { _ in .delay(seconds: 0.3, then: Data("late".utf8)) }
      defer { server.stop() }

      let response = try await URLSessionHTTPClient(timeout: 30).send(
        HTTPRequest(url: server.baseURL))

      #expect(response.body == Data("late".utf8))
    }
  }
}
