import Foundation
import Glibc
import Synchronization
import Testing

@testable import QuizDaemon

/// The server over real loopback sockets.
@Suite struct EpollServerTests {
  @Test func keepAlive_servesSeveralRequestsOnOneConnection() async throws {
    let running = try RunningServer()
    let client = try RawClient(port: running.port)

    client.send(askRequest("capital of chile"))
    let first = await client.response()
    client.send(askRequest("capital of chad"))
    let second = await client.response()

    #expect(first?.status == 200)
    #expect(first?.text.contains("Santiago") == true)
    #expect(second?.text.contains("N'Djamena") == true)
  }

  @Test func pipelining_answersEveryRequestInOrder() async throws {
    let running = try RunningServer()
    let client = try RawClient(port: running.port)

    client.send(
      askRequest("capital of chile") + "GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n"
        + askRequest("capital of chad"))

    var replies: [RawClient.Response] = []
    for _ in 0..<3 { if let reply = await client.response() { replies.append(reply) } }
    try #require(replies.map(\.status) == [200, 200, 200])
    #expect(replies[0].text.contains("Santiago"))
    #expect(replies[1].text == #"{"status":"ok"}"#)
    #expect(replies[2].text.contains("N'Djamena"))
  }

  @Test func head_sendsTheHeadersOfGetWithoutTheBody() async throws {
    let running = try RunningServer()
    let client = try RawClient(port: running.port)

    client.send("HEAD /healthz HTTP/1.1\r\nHost: t\r\n\r\nGET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")

    let head = await client.response(toHead: true)
    let get = await client.response()
    #expect(head?.status == 200)
    #expect(head?.headers["content-length"] == "15")
    #expect(get?.text == #"{"status":"ok"}"#)
  }

  @Test func connectionClose_closesAfterTheResponse() async throws {
    let running = try RunningServer()
    let client = try RawClient(port: running.port)

    client.send("GET /healthz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")

    #expect(await client.response()?.headers["connection"] == "close")
    #expect(await client.isClosedByServer())
  }

  @Test func chunkedBody_isAnswered() async throws {
    let running = try RunningServer()
    let client = try RawClient(port: running.port)
    let body = #"{"question":"capital of chile"}"#

    client.send(
      "POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "5\r\n\(body.prefix(5))\r\n\(String(body.utf8.count - 5, radix: 16))\r\n\(body.dropFirst(5))\r\n0\r\n\r\n"
    )

    #expect(await client.response()?.text.contains("Santiago") == true)
  }

  @Test(arguments: [
    (
      askRequest("x").replacingOccurrences(of: #"{"question":"x"}"#, with: #"{"questio" :"x"}"#),
      400
    ),
    ("GET /nowhere HTTP/1.1\r\nHost: t\r\n\r\n", 404),
    ("PUT /healthz HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\n\r\n", 405),
    ("POST /v1/ask HTTP/1.1\r\nHost: t\r\n\r\n", 411),
    ("POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Length: 17000\r\n\r\n", 413),
    (
      "POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nhi",
      415
    ),
    (
      "GET / HTTP/1.1\r\nHost: t\r\n"
        + String(repeating: "X-A: \(String(repeating: "b", count: 100))\r\n", count: 200) + "\r\n",
      431
    ),
    (
      "POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      400
    ),
    ("POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nabc", 400),
  ])
  func errors_answerTheirStatusAsJSON(request: String, status: Int) async throws {
    let running = try RunningServer()
    let client = try RawClient(port: running.port)

    client.send(request)

    let response = try #require(await client.response())
    #expect(response.status == status)
    #expect(response.text.contains(#""error":"#))
    #expect(response.headers["content-type"] == "application/json; charset=utf-8")
  }

  @Test func slowClient_getsRequestTimeoutAndIsClosed() async throws {
    let running = try RunningServer { $0.readTimeout = 0.4 }
    let client = try RawClient(port: running.port)

    client.send("GET /healthz HTTP/1.1\r\nHo")
    try await Task.sleep(for: .milliseconds(200))
    client.send("st: t\r\n")

    #expect(await client.response()?.status == 408)
    #expect(await client.isClosedByServer())
  }

  @Test func vanishingClients_leaveNoConnectionBehindAndOthersAreServed() async throws {
    let running = try RunningServer()
    let midRequest = try RawClient(port: running.port)
    midRequest.send("POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\n{\"qu")
    let midResponse = try RawClient(port: running.port)
    for _ in 0..<50 { midResponse.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n") }

    midRequest.reset()
    midResponse.reset()

    let other = try RawClient(port: running.port)
    other.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
    #expect(await other.response()?.status == 200)
    #expect(await eventually { running.server.openConnections == 1 })
  }

  @Test func stop_finishesAnInFlightRequestThenReturns() async throws {
    let started = Flag()
    let released = Flag()
    let running = try RunningServer(handler: { _ in
      started.raise()
      while !released.isRaised { try? await Task.sleep(for: .milliseconds(10)) }
      return ServerResponse.json(200, #"{"done":true}"#)
    })
    let client = try RawClient(port: running.port)
    client.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
    #expect(await eventually { started.isRaised })

    running.server.stop()
    released.raise()
    let stopped = await running.stop()

    let response = await client.response()
    #expect(stopped)
    #expect(response?.text == #"{"done":true}"#)
    #expect(response?.headers["connection"] == "close")
    #expect(throws: (any Error).self) { try RawClient(port: running.port) }
  }
}

/// A one-way switch shared between a test and a handler.
final class Flag: Sendable {
  private let state = Mutex(false)
  var isRaised: Bool { state.withLock { $0 } }
  func raise() { state.withLock { $0 = true } }
}
