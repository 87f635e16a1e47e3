import CCurl
import CountriesAPI
import Foundation
import LoopbackHTTP
import Testing

@testable import FetchHelper

/// The libcurl adapter that `quiz-fetch` runs, in this process against a real server on 127.0.0.1.
@Suite struct CurlHTTPClientTests {
  @Test func send_deliversStatusHeadersAndBody() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(status: 201, headers: ["X-Test": "yes"], body: Data("hi".utf8))
    }
    defer { server.stop() }

    let response = try await CurlHTTPClient().send(
      HTTPRequest(url: server.baseURL.appending(path: "x")))

    #expect(response.statusCode == 201)
    #expect(response.headers["x-test"] == "yes")
    #expect(response.headers["content-length"] == "2")
    #expect(response.body == Data("hi".utf8))
  }

  @Test func send_sendsAGETWithTheRequestHeaders() async throws {
    let server = try LoopbackHTTPServer { _ in .respond(status: 200, body: Data()) }
    defer { server.stop() }

    _ = try await CurlHTTPClient().send(
      HTTPRequest(
        url: server.baseURL.appending(path: "v5"),
        headers: ["Authorization": "Bearer k"]))

    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == "/v5")
    #expect(request.headers["authorization"] == "Bearer k")
  }

  @Test(arguments: [201, 204, 400, 404, 500])
  func send_deliversAnyStatusAsAResponse(status: Int) async throws {
    let server = try LoopbackHTTPServer { _ in .respond(status: status, body: Data()) }
    defer { server.stop() }

    let response = try await CurlHTTPClient().send(HTTPRequest(url: server.baseURL))

    #expect(response.statusCode == status)
  }

  @Test func send_followsARedirectAndDeliversOnlyTheFinalHeaders() async throws {
    let server = try LoopbackHTTPServer { request in
      request.path == "/old"
        ? .respond(status: 301, headers: ["Location": "/new", "X-Hop": "1"], body: Data())
        : .respond(status: 200, body: Data("moved".utf8))
    }
    defer { server.stop() }

    let response = try await CurlHTTPClient().send(
      HTTPRequest(url: server.baseURL.appending(path: "old")))

    #expect(response.statusCode == 200)
    #expect(response.body == Data("moved".utf8))
    #expect(response.headers["x-hop"] == nil)
  }

  @Test func send_deliversNoConnectionWhenNothingListens() async throws {
    let port = try RefusingPort()
    let url = port.url

    await #expect(throws: HTTPClientError.noConnection) {
      _ = try await CurlHTTPClient(timeout: 2).send(HTTPRequest(url: url))
    }
  }

  @Test func send_deliversNoConnectionWhenTheServerHangsUp() async throws {
    let server = try LoopbackHTTPServer { _ in .drop }
    defer { server.stop() }

    // A drop comes back at once; the long limit only keeps a loaded machine from turning it into a timeout.
    await #expect(throws: HTTPClientError.noConnection) {
      _ = try await CurlHTTPClient(timeout: 15).send(HTTPRequest(url: server.baseURL))
    }
  }

  @Test func send_timesOutOnAServerThatNeverAnswers() async throws {
    let server = try LoopbackHTTPServer { _ in .hang }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.timedOut) {
      _ = try await CurlHTTPClient(timeout: 0.5).send(HTTPRequest(url: server.baseURL))
    }
  }

  @Test func send_waitsForASlowServerWithinTheTimeout() async throws {
    let server = try LoopbackHTTPServer { _ in .delay(seconds: 0.3, then: Data("late".utf8)) }
    defer { server.stop() }

    let response = try await CurlHTTPClient(timeout: 15).send(HTTPRequest(url: server.baseURL))

    #expect(response.body == Data("late".utf8))
  }

  @Test func send_failsOnATruncatedBody() async throws {
    let server = try LoopbackHTTPServer { _ in
      .truncate(body: Data("[{\"cca3\":".utf8), missing: 500)
    }
    defer { server.stop() }

    await #expect(throws: HTTPClientError.self) {
      _ = try await CurlHTTPClient(timeout: 2).send(HTTPRequest(url: server.baseURL))
    }
  }

  @Test func send_refusesABodyOverTheLimit() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(status: 200, body: Data(repeating: 65, count: 100_000))
    }
    defer { server.stop() }
    let sut = CurlHTTPClient(timeout: 15, maximumBodySize: 50_000)

    await #expect(
      throws: HTTPClientError.failed("the response is over the size limit (body 50000 bytes)")
    ) {
      _ = try await sut.send(HTTPRequest(url: server.baseURL))
    }
  }

  @Test func send_refusesURLsThatAreNotHTTP() async {
    let url = URL(fileURLWithPath: "/etc/passwd")

    await #expect(throws: HTTPClientError.failed("only http and https URLs can be fetched")) {
      _ = try await CurlHTTPClient().send(HTTPRequest(url: url))
    }
  }

  @Test(
    arguments: [
      (CCURL_OPERATION_TIMEDOUT, HTTPClientError.timedOut),
      (CCURL_COULDNT_RESOLVE_HOST, .noConnection), (CCURL_COULDNT_RESOLVE_PROXY, .noConnection),
      (CCURL_COULDNT_CONNECT, .noConnection), (CCURL_GOT_NOTHING, .noConnection),
      (CCURL_SEND_ERROR, .noConnection), (CCURL_RECV_ERROR, .noConnection),
      (CCURL_UNSUPPORTED_PROTOCOL, .failed("libcurl says why")),
      (60, .failed("libcurl says why")),
    ])
  func translate_mapsLibcurlResultsOntoThePort(code: Int32, expected: HTTPClientError) {
    let error = CurlHTTPClient.translate(code: code, reason: "libcurl says why")

    #expect(error == expected)
  }

  @Test func translate_saysHowToInstallLibcurlWhenItCannotBeLoaded() {
    let error = CurlHTTPClient.translate(
      code: CCURL_UNAVAILABLE, reason: "libcurl.so.4: cannot open shared object file")

    #expect(
      error
        == .unavailable(
          "libcurl could not be loaded (libcurl.so.4: cannot open shared object file); "
            + "install libcurl 4, e.g. `apt-get install libcurl4`"))
  }

  @Test func headerLine_keepsAnEmptyValueAndDropsLineBreaks() {
    #expect(CurlHTTPClient.headerLine(name: "X-Empty", value: "") == "X-Empty;")
    #expect(CurlHTTPClient.headerLine(name: "X-Two", value: "a\r\nHost: b") == "X-Two: aHost: b")
  }

  @Test func translate_namesTheCodeWhenLibcurlGivesNoReason() {
    #expect(CurlHTTPClient.translate(code: 35, reason: "") == .failed("libcurl error 35"))
  }
}
