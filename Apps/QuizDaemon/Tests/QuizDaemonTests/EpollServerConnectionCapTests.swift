import Foundation
import Glibc
import Synchronization
import Testing

@testable import QuizDaemon

/// The connection cap: a full server takes the slot of its least recently active idle connection (no
/// request in progress) for a new one, and refuses with 503 only when every connection is mid-request.
@Suite struct EpollServerConnectionCapTests {
  @Test func connectionCap_givesTheOldestIdleConnectionsSlotToANewClient() async throws {
    // One loop: which connection is the oldest is then the server's whole view.
    let running = try RunningServer {
      $0.maximumConnections = 2
      $0.loops = 1
      $0.readTimeout = 600
    }
    let silent = try RawClient(port: running.port)
    let keptAlive = try RawClient(port: running.port)
    keptAlive.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
    #expect(await keptAlive.response()?.status == 200)
    #expect(await eventually { running.server.openConnections == 2 })

    let newcomer = try RawClient(port: running.port)
    newcomer.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")

    #expect(await newcomer.response()?.status == 200)
    #expect(await silent.isClosedByServer())
    keptAlive.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
    #expect(await keptAlive.response()?.status == 200)
  }

  @Test func connectionCap_reclaimsIdleSlotsWhicheverLoopHoldsThem() async throws {
    let running = try RunningServer {
      $0.maximumConnections = 16
      $0.loops = 4
      $0.readTimeout = 600
    }
    let silent = try (0..<16).map { _ in try RawClient(port: running.port) }
    #expect(await eventually { running.server.openConnections == 16 })

    // Each newcomer stays open: the next one again finds the server full.
    var newcomers: [RawClient] = []
    for _ in 0..<8 {
      let newcomer = try RawClient(port: running.port)
      newcomer.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
      #expect(await newcomer.response()?.status == 200)
      newcomers.append(newcomer)
    }
    withExtendedLifetime(silent) {}
  }

  @Test func connectionCap_refusesOneMoreWith503WhenEveryConnectionIsMidRequest() async throws {
    let released = Flag()
    let started = Atomic<Int>(0)
    let running = try RunningServer(
      configure: { $0.maximumConnections = 2 },
      handler: { _ in
        started.add(1, ordering: .relaxed)
        while !released.isRaised { try? await Task.sleep(for: .milliseconds(10)) }
        return ServerResponse.json(200, #"{"done":true}"#)
      })
    let first = try RawClient(port: running.port)
    let second = try RawClient(port: running.port)
    first.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
    second.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
    #expect(await eventually { started.load(ordering: .relaxed) == 2 })

    let third = try RawClient(port: running.port)

    #expect(await third.response()?.status == 503)
    #expect(await third.isClosedByServer())
    released.raise()
    #expect(await first.response()?.status == 200)
    #expect(await second.response()?.status == 200)
  }
}
