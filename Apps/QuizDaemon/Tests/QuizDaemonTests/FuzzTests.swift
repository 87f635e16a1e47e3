import Foundation
import Glibc
import Testing

@testable import QuizDaemon

/// 100,000 random and mutated requests each at the parser and at a live server, from a fixed seed.
@Suite struct FuzzTests {
  static let statuses: Set<Int> = [400, 408, 411, 413, 414, 415, 431, 501, 505]

  @Test func parser_survives100000RandomAndMutatedRequests() {
    var fuzzer = RequestFuzzer(seed: 0x5EED)
    let parser = RequestParser()
    var outcomes = (requests: 0, failures: 0, incomplete: 0)
    var problems: [String] = []

    for _ in 0..<100_000 {
      let bytes = fuzzer.request()
      switch parser.parse(bytes[...]) {
      case .incomplete: outcomes.incomplete += 1
      case .request(_, let consumed):
        outcomes.requests += 1
        if consumed <= 0 || consumed > bytes.count {
          problems.append("consumed \(consumed) of \(bytes.count)")
        }
      case .failure(let status, let message):
        outcomes.failures += 1
        if !Self.statuses.contains(status) || message.isEmpty {
          problems.append("status \(status)")
        }
      }
    }

    #expect(problems.isEmpty, "\(problems.prefix(5))")
    #expect(outcomes.requests > 1000)
    #expect(outcomes.failures > 10000)
  }

  @Test func liveServer_survives100000RandomAndMutatedRequestsWithoutLeakingConnections()
    async throws
  {
    let running = try RunningServer { $0.readTimeout = 0.5 }
    let port = running.port

    let sent = await withTaskGroup(of: Int.self) { group in
      for worker in 0..<4 {
        group.addTask {
          await Self.throwRequests(at: port, seed: 0xF00D + UInt64(worker), count: 25_000)
        }
      }
      return await group.reduce(0, +)
    }

    var probe: RawClient? = try RawClient(port: port)
    probe?.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
    #expect(sent == 100_000)
    #expect(await probe?.response()?.status == 200)
    #expect(
      await eventually(timeout: 15) { running.server.openConnections == 1 },
      "open: \(running.server.openConnections)")
    probe = nil
    #expect(await eventually(timeout: 15) { running.server.openConnections == 0 })
    #expect(await running.stop())
    #expect(serverSocketsStillOpen(port: port) == 0)
  }

  // MARK: - Helpers

  /// Sends `count` requests in pipelined batches of 50 per connection, reading whatever comes back.
  private static func throwRequests(at port: Int, seed: UInt64, count: Int) async -> Int {
    await withCheckedContinuation { continuation in
      Thread {
        var fuzzer = RequestFuzzer(seed: seed)
        var sent = 0
        while sent < count {
          guard let client = try? RawClient(port: port, timeout: 0.2) else { continue }
          var batch: [UInt8] = []
          for _ in 0..<min(50, count - sent) {
            batch += fuzzer.request()
            sent += 1
          }
          client.send(batch)
          client.drain()
          if fuzzer.below(3) == 0 { client.reset() }
        }
        continuation.resume(returning: sent)
      }.start()
    }
  }

  /// Descriptors of this process still open on sockets whose local port is the server's: accepted
  /// connections the server failed to close, or its listener. Client sockets have another local port.
  private func serverSocketsStillOpen(port: Int) -> Int {
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return descriptors.compactMap(Int32.init).filter { descriptor in
      var address = sockaddr_in6()
      var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
      let status = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          getsockname(descriptor, $0, &length)
        }
      }
      // sin_port and sin6_port share their offset.
      return status == 0 && Int(UInt16(bigEndian: address.sin6_port)) == port
    }.count
  }
}
