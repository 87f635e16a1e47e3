import Foundation
import Glibc

/// A TCP client for talking to the server byte by byte, as browsers and attackers do. Its waits run on a
/// thread of their own: blocking the test's cooperative thread could starve the server's handler tasks.
///
/// `@unchecked Sendable`: one test uses a client, one call at a time.
final class RawClient: @unchecked Sendable {
  let descriptor: Int32

  struct Response: Sendable {
    let status: Int
    let headers: [String: String]
    let body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  init(port: Int, timeout: Double = 15) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port)).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
    var limit = timeval(
      tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(descriptor) }

  private var buffered: [UInt8] = []

  func send(_ text: String) { send(Array(text.utf8)) }

  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        Glibc.send(
          descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset, Int32(MSG_NOSIGNAL))
      }
      if sent <= 0 { return }
      offset += sent
    }
  }

  /// Closes at once, resetting the connection (SO_LINGER 0) as a vanished client does.
  func reset() {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// Reads one response; nil when the connection closed or timed out first. HEAD responses have no body.
  func response(toHead: Bool = false) async -> Response? {
    await offThePool { self.blockingResponse(toHead: toHead) }
  }

  /// Whether the server closed the connection (reads end) within the timeout.
  func isClosedByServer() async -> Bool {
    await offThePool { self.blockingIsClosed() }
  }

  private func offThePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }

  private func blockingResponse(toHead: Bool) -> Response? {
    while true {
      if let end = find(Array("\r\n\r\n".utf8)) {
        let head = String(decoding: buffered[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status =
          head.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
          let parts = line.split(separator: ":", maxSplits: 1)
          if parts.count == 2 {
            headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
          }
        }
        let length = toHead ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        if buffered.count >= end + 4 + length {
          let body = Array(buffered[(end + 4)..<(end + 4 + length)])
          buffered.removeFirst(end + 4 + length)
          return Response(status: status, headers: headers, body: body)
        }
      }
      guard fill() else { return nil }
    }
  }

  /// Reads and discards until the server closes or the timeout passes (from a thread of the caller's).
  func drain() {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while recv(descriptor, &chunk, chunk.count, 0) > 0 {}
  }

  private func blockingIsClosed() -> Bool {
    var byte: UInt8 = 0
    while true {
      let count = recv(descriptor, &byte, 1, 0)
      if count == 0 { return true }
      if count < 0 { return errno == ECONNRESET }
    }
  }

  private func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = recv(descriptor, &chunk, chunk.count, 0)
    guard count > 0 else { return false }
    buffered += chunk[0..<count]
    return true
  }

  private func find(_ needle: [UInt8]) -> Int? {
    guard buffered.count >= needle.count else { return nil }
    for index in 0...(buffered.count - needle.count)
    where buffered[index..<(index + needle.count)].elementsEqual(needle) {
      return index
    }
    return nil
  }
}
