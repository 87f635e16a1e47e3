import Testing

@testable import QuizDaemon

@Suite struct RequestParserTests {
  @Test func parse_readsARequestWithAContentLengthBody() throws {
    let bytes = raw("POST /v1/ask HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhelloGET")

    let outcome = RequestParser().parse(bytes[...])

    let (request, consumed) = try #require(requestAndLength(outcome))
    #expect(request.method == "POST")
    #expect(request.path == "/v1/ask")
    #expect(request.body == Array("hello".utf8))
    #expect(consumed == bytes.count - 3)
  }

  @Test func parse_matchesHeaderNamesWithoutRegardToCase() throws {
    let outcome = RequestParser().parse(
      raw("GET / HTTP/1.1\r\nhOsT: x\r\nCONNECTION: Close\r\n\r\n")[...])

    let (request, _) = try #require(requestAndLength(outcome))
    #expect(request.header("Host") == "x")
    #expect(!request.keepsAlive)
  }

  @Test func parse_decodesAChunkedBody() throws {
    let outcome = RequestParser().parse(
      raw(
        "POST /v1/ask HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nwhat\r\n3\r\n is\r\n0\r\nTrailer: y\r\n\r\n"
      )[...])

    let (request, _) = try #require(requestAndLength(outcome))
    #expect(request.body == Array("what is".utf8))
  }

  @Test(arguments: [
    "GET / HTTP/1.1\r\nHost: x\r\n", "GET / HTTP/1.1\r\nHost: x\r\n\r", "GE",
    "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc",
    "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab",
  ])
  func parse_waitsForTheRestOfAnIncompleteRequest(text: String) {
    #expect(RequestParser().parse(raw(text)[...]) == .incomplete)
  }

  @Test(arguments: [
    (
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\nabc",
      400
    ),
    ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd", 400),
    ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 4\r\n\r\nabcd", 400),
    ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: +3\r\n\r\nabc", 400),
    ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
    ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nBad Name: y\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nName : y\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nA: b\r\n folded\r\n\r\n", 400),
    ("GET / HTTP/1.1\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\ry\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\0\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nA: b\n\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
    ("GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
    ("GET /  HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET nopath HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("POST / HTTP/1.1\r\nHost: x\r\n\r\n", 411),
    ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 16385\r\n\r\n", 413),
    ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n+1\r\na\r\n0\r\n\r\n", 400),
    ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n-0\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: exa mple.org\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: a/b\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: user@host\r\n\r\n", 400),
    ("GET ftp://x/ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET http:///path HTTP/1.1\r\nHost: x\r\n\r\n", 400),
  ])
  func parse_refusesMalformedOrAmbiguousRequests(text: String, expected: Int) {
    #expect(status(of: RequestParser().parse(raw(text)[...])) == expected)
  }

  @Test func parse_refusesAnOverlongRequestLineAndOversizedHeaders() {
    let longLine = raw("GET /" + String(repeating: "a", count: 9000))
    let bigHeaders = raw(
      "GET / HTTP/1.1\r\nHost: x\r\n"
        + String(repeating: "X-Filler: 0123456789abcdef\r\n", count: 700))

    #expect(status(of: RequestParser().parse(longLine[...])) == 414)
    #expect(status(of: RequestParser().parse(bigHeaders[...])) == 431)
  }

  @Test func parse_refusesAHundredKilobyteTargetAsTooLongWhateverFollows() {
    let target = "/" + String(repeating: "a", count: 100_000)
    let whole = raw("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
    let lineOnly = raw("GET \(target)")

    #expect(status(of: RequestParser().parse(whole[...])) == 414)
    #expect(status(of: RequestParser().parse(lineOnly[...])) == 414)
  }

  @Test(arguments: ["GET / HTTP/1.1\nHost: x\n", "GET / HTTP/1.1\r\nHost: x\n", "GET /\0 HTTP/1.1"])
  func parse_refusesABareLineFeedOrNulBeforeTheHeadEnds(text: String) {
    #expect(status(of: RequestParser().parse(raw(text)[...])) == 400)
  }

  @Test(arguments: [
    ("GET http://example.org/v1/x?y=1 HTTP/1.1\r\nHost: example.org\r\n\r\n", "/v1/x?y=1"),
    ("GET HTTP://example.org:8080 HTTP/1.1\r\nHost: example.org\r\n\r\n", "/"),
    ("GET https://example.org?q HTTP/1.1\r\nHost: example.org\r\n\r\n", "/?q"),
  ])
  func parse_acceptsTheAbsoluteFormAsItsPath(text: String, target: String) throws {
    let (request, _) = try #require(requestAndLength(RequestParser().parse(raw(text)[...])))

    #expect(request.target == target)
  }

  @Test func expectsContinue_readsTheExpectHeaderOfACompleteHead() {
    let asking = raw(
      "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-Continue\r\nContent-Length: 3\r\n\r\n")
    let plain = raw("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\n")

    let oldClient = raw("POST / HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n")

    #expect(RequestParser.expectsContinue(asking[...]))
    #expect(!RequestParser.expectsContinue(plain[...]))
    #expect(!RequestParser.expectsContinue(oldClient[...]))
  }

  @Test func declaredLength_isTheHeadPlusTheContentLength() {
    let head = "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n"

    #expect(RequestParser.declaredLength(raw(head + "abc")[...]) == head.utf8.count + 10)
    #expect(RequestParser.declaredLength(raw("POST / HTTP/1.1\r\nHost: x\r\n")[...]) == nil)
  }

  @Test func parse_refusesAChunkedBodyPaddedWithOneByteChunks() {
    let chunks = String(repeating: "1\r\na\r\n", count: 8_000)
    let bytes = raw("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks)

    #expect(status(of: RequestParser().parse(bytes[...])) == 413)
  }

  @Test func parse_refusesAChunkedBodyOverTheLimit() {
    let chunk = String(repeating: "a", count: 10_000)
    let bytes = raw(
      "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2710\r\n\(chunk)\r\n2710\r\n\(chunk)\r\n0\r\n\r\n"
    )

    #expect(status(of: RequestParser().parse(bytes[...])) == 413)
  }

  @Test func keepsAlive_followsTheVersionAndConnectionHeader() {
    #expect(ServerRequest(method: "GET", target: "/", minorVersion: 1).keepsAlive)
    #expect(!ServerRequest(method: "GET", target: "/", minorVersion: 0).keepsAlive)
    #expect(
      ServerRequest(
        method: "GET", target: "/", minorVersion: 0, headers: [("Connection", "keep-alive")]
      ).keepsAlive)
  }

  // MARK: - Helpers

  private func raw(_ text: String) -> [UInt8] { Array(text.utf8) }

  private func requestAndLength(_ outcome: RequestParser.Outcome) -> (ServerRequest, Int)? {
    if case .request(let request, let consumed) = outcome { return (request, consumed) }
    return nil
  }

  private func status(of outcome: RequestParser.Outcome) -> Int? {
    if case .failure(let status, _) = outcome { return status }
    return nil
  }
}
