import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests and benchmarks: each request is answered by a
/// `Behavior` the caller chooses, including the ways real servers fail (drop, hang, truncate, stall).
public final class LoopbackHTTPServer: Sendable {
  /// How to answer one request.
  public enum Behavior: Sendable {
    case respond(status: Int, headers: [String: String] = [:], body: Data)
    /// Close the connection without a response.
    case drop
    /// Accept and never answer (until the server stops).
    case hang
    /// Declare `body.count + missing` bytes, send `body`, close.
    case truncate(body: Data, missing: Int)
    /// Wait, then answer.
    case delay(seconds: Double, then: Data)
  }

  /// A request as the server saw it.
  public struct Request: Sendable {
    public let method: String
    public let target: String
    public let headers: [String: String]

    public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }
    public var query: [String: String] {
      let parts = target.split(separator: "?", maxSplits: 1)
      guard parts.count == 2 else { return [:] }
      var items: [String: String] = [:]
      for pair in parts[1].split(separator: "&") {
        let kv = pair.split(separator: "=", maxSplits: 1).map {
          String($0).removingPercentEncoding ?? String($0)
        }
        items[kv[0]] = kv.count > 1 ? kv[1] : ""
      }
      return items
    }
  }

  public let port: Int
  private let listener: Int32
  private let handler: @Sendable (Request) -> Behavior
  private let running = Mutex(true)
  private let open = Mutex<Set<Int32>>([])
  private let received = Mutex<[Request]>([])

  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }
  public var requests: [Request] { received.withLock { $0 } }

  public init(handler: @escaping @Sendable (Request) -> Behavior) throws {
    self.handler = handler
    let (descriptor, port) = try LoopbackSocket.bound()
    guard listen(descriptor, 64) == 0 else {
      close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    listener = descriptor
    self.port = port
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Stops accepting, closes every connection (ending hung ones) and the listening socket.
  public func stop() {
    // Once only: closing the descriptor twice could close a socket that has since reused its number.
    let wasRunning = running.withLock { state in
      defer { state = false }
      return state
    }
    guard wasRunning else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    for descriptor in open.withLock({ $0 }) { shutdown(descriptor, Int32(SHUT_RDWR)) }
  }

  deinit { stop() }

  private func acceptLoop() {
    while running.withLock({ $0 }) {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        if errno == EINTR { continue }
        return
      }
      open.withLock { _ = $0.insert(connection) }
      Thread { [self] in serve(connection) }.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer {
      open.withLock { _ = $0.remove(connection) }
      close(connection)
    }
    guard let request = readRequest(connection) else { return }
    received.withLock { $0.append(request) }
    switch handler(request) {
    case .respond(let status, let headers, let body):
      send(connection, status: status, headers: headers, body: body)
    case .drop: return
    case .hang:
      var byte: UInt8 = 0
      while running.withLock({ $0 }) && recv(connection, &byte, 1, 0) > 0 {}
    case .truncate(let body, let missing):
      send(
        connection, status: 200, headers: ["Content-Length": String(body.count + missing)],
        body: body)
    case .delay(let seconds, let body):
      Thread.sleep(forTimeInterval: seconds)
      send(connection, status: 200, headers: [:], body: body)
    }
  }

  private func readRequest(_ connection: Int32) -> Request? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while data.count < 65_536 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      data.append(contentsOf: buffer[0..<count])
      if let end = data.range(of: Data("\r\n\r\n".utf8)) {
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).split(separator: "\r\n")
        let line = head.first?.split(separator: " ") ?? []
        guard line.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for field in head.dropFirst() {
          let parts = field.split(separator: ":", maxSplits: 1)
          if parts.count == 2 {
            headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
          }
        }
        return Request(method: String(line[0]), target: String(line[1]), headers: headers)
      }
    }
    return nil
  }

  private func send(_ connection: Int32, status: Int, headers: [String: String], body: Data) {
    var head = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\nConnection: close\r\n"
    if headers["Content-Length"] == nil { head += "Content-Length: \(body.count)\r\n" }
    if headers["Content-Type"] == nil { head += "Content-Type: application/json\r\n" }
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    let bytes = Array((head + "\r\n").utf8) + Array(body)
    let total = bytes.count
    var offset = 0
    while offset < total {
      let start = offset
      let written = bytes.withUnsafeBytes { raw in
        Glibc.send(
          connection, raw.baseAddress.map { $0 + start }, total - start, Int32(MSG_NOSIGNAL))
      }
      if written <= 0 { return }
      offset += written
    }
  }
}
