import Foundation
import Glibc
import LoopbackHTTP
import Testing

/// The built `quizd` against clients that connect and never send a byte: they cannot keep a slot past
/// the read timeout, nor keep anyone else out while the server is full.
@Suite struct SilentConnectionTests {
  @Test func fullOfSilentConnections_givesTheOldestIdleSlotToANewClient() async throws {
    // A read timeout far beyond the test: only reclaiming a slot can let the new client in.
    let daemon = try DaemonProcess([
      "--offline", "--max-connections", "16", "--read-timeout", "600",
    ])
    let silent = try (0..<16).map { _ in try LoopbackSocket.connected(to: daemon.port) }
    defer { for descriptor in silent { close(descriptor) } }
    try await Task.sleep(for: .milliseconds(300))

    // Timed on the client's own thread: a task pool kept busy by other suites must not count.
    let (health, waited) = await concurrently(1) { _ in
      let started = ContinuousClock.now
      return (HTTPExchange.get("/healthz", port: daemon.port), ContinuousClock.now - started)
    }[0]
    let states = silent.map(Self.state)

    #expect(health?.status == 200)
    // The slot came from a silent connection, closed without a reply; without reclaiming, the new
    // client gets 503 (or, if it came before all 16 were accepted, a silent one gets the 503).
    #expect(states.contains(.closed))
    #expect(!states.contains(.answered))
    // The requirement is an answer within a second: 0.36 s on a quiet two-core machine (half a
    // second at most, when the slot is on another loop). 10 s leaves room for a machine loaded by a
    // CPU hog and the other suites; without reclaiming, the answer is a 503 or the 600 s timeout.
    #expect(waited < .seconds(10))
  }

  @Test func silentConnection_isClosedAfterTheReadTimeout() async throws {
    let daemon = try DaemonProcess(["--offline", "--read-timeout", "0.5"])
    // Connected and read on the client's own thread, and timed there: a blocking read ends when the
    // daemon closes (0 bytes), or after 60 s.
    let (received, waited) = await concurrently(1) { _ -> (Int, Duration) in
      guard let descriptor = try? LoopbackSocket.connected(to: daemon.port, timeout: 60) else {
        return (-1, .zero)
      }
      defer { close(descriptor) }
      let started = ContinuousClock.now
      var byte: UInt8 = 0
      return (recv(descriptor, &byte, 1, 0), ContinuousClock.now - started)
    }[0]

    #expect(received == 0)
    // Before the fix the idle timeout (75 s) closed it; the read timeout is 0.5 s (0.77 s measured
    // on a quiet machine). 30 s leaves room for a loaded one and still tells the two apart.
    #expect(waited < .seconds(30))
  }

  enum SocketState: Equatable { case open, closed, answered }

  /// Whether the daemon closed the connection, sent it something, or neither, without waiting.
  static func state(_ descriptor: Int32) -> SocketState {
    var byte: UInt8 = 0
    let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT))
    if count > 0 { return .answered }
    if count == 0 || errno == ECONNRESET { return .closed }
    return .open
  }
}
