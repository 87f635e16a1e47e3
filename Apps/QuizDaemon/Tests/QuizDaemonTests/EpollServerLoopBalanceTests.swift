import Foundation
import Glibc
import Testing

@testable import QuizDaemon

/// Connections are spread over the event loops: a client that opens many at once (a browser, a load
/// balancer, wrk) gets every core, not the one loop the listener happened to wake.
@Suite struct EpollServerLoopBalanceTests {
  @Test func connectionsOpenedTogether_areSpreadEvenlyOverTheLoops() async throws {
    let running = try RunningServer { $0.loops = 2 }
    let clients = try (0..<16).map { _ in try RawClient(port: running.port) }
    for client in clients { client.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n") }

    for client in clients { #expect(await client.response()?.status == 200) }
    #expect(await eventually { running.server.openConnections == 16 })
    // Each connection goes to the loop holding fewer; two loops accepting at the same instant can each
    // keep one, so an even split is not exact.
    let perLoop = running.server.connectionsPerLoop
    #expect(perLoop.count == 2)
    #expect(perLoop.allSatisfy { $0 >= 6 }, "connections per loop: \(perLoop)")
  }

  @Test func aConnectionHandedToAnotherLoop_isServedAndCountedUntilItCloses() async throws {
    let running = try RunningServer { $0.loops = 3 }
    var clients = try (0..<6).map { _ in try RawClient(port: running.port) }
    for client in clients { client.send(askRequest("capital of chile")) }
    for client in clients { #expect(await client.response()?.text.contains("Santiago") == true) }
    #expect(await eventually { running.server.connectionsPerLoop.reduce(0, +) == 6 })
    #expect(running.server.connectionsPerLoop.allSatisfy { $0 >= 1 })

    clients.removeAll()

    #expect(await eventually { running.server.connectionsPerLoop == [0, 0, 0] })
    #expect(running.server.openConnections == 0)
  }

  /// A loop that has returned from `run()` takes no more connections: one handed to it then stays with
  /// the loop that accepted it, rather than waiting in a mailbox no one reads.
  @Test func aStoppedLoopsMailbox_handsBackWhatItWouldStrand() throws {
    let mailbox = LoopMailbox()
    let pending = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    let late = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(pending >= 0 && late >= 0)
    defer { close(late) }

    #expect(mailbox.hand(pending))
    #expect(mailbox.stopTaking() == [pending])
    close(pending)

    #expect(!mailbox.hand(late))
    #expect(mailbox.takeArrivals().isEmpty)
    #expect(mailbox.stopTaking().isEmpty)
  }

  @Test func stopping_closesEveryLoopsConnections() async throws {
    let running = try RunningServer { $0.loops = 2 }
    let clients = try (0..<8).map { _ in try RawClient(port: running.port) }
    for client in clients { client.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n") }
    for client in clients { _ = await client.response() }

    #expect(await running.stop())

    for client in clients { #expect(await client.isClosedByServer()) }
  }
}
