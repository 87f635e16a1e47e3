import Foundation
import Glibc
import LoopbackHTTP

/// One request over its own connection (`Connection: close`), read to the end: status and body.
struct HTTPExchange: Sendable {
  let status: Int
  let headers: String
  let body: String

  static func send(_ request: String, to port: Int, timeout: Int = 20) -> HTTPExchange? {
    guard let descriptor = try? LoopbackSocket.connected(to: port, timeout: timeout) else {
      return nil
    }
    defer { close(descriptor) }
    let bytes = Array(request.utf8)
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes {
        Glibc.send(
          descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return nil }
      offset += sent
    }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count <= 0 { break }
      received += chunk[0..<count]
    }
    let text = String(decoding: received, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n"),
      let status = Int(text.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return HTTPExchange(
      status: status, headers: String(text[..<split.lowerBound]),
      body: String(text[split.upperBound...]))
  }

  static func get(_ path: String, port: Int) -> HTTPExchange? {
    send("GET \(path) HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n", to: port)
  }

  static func post(_ path: String, body: String, port: Int) -> HTTPExchange? {
    send(
      "POST \(path) HTTP/1.1\r\nHost: t\r\nConnection: close\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)", to: port)
  }

  static func ask(_ question: String, refresh: Bool = false, port: Int) -> HTTPExchange? {
    let body = #"{"question":"\#(question)"\#(refresh ? #","refresh":true"# : "")}"#
    return send(
      "POST /v1/ask HTTP/1.1\r\nHost: t\r\nConnection: close\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)", to: port)
  }
}

/// Runs `count` copies of `work` at once, each on its own thread, and returns their results.
func concurrently<T: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) -> T) async -> [T] {
  await withTaskGroup(of: T.self) { group in
    for index in 0..<count {
      group.addTask {
        await withCheckedContinuation { continuation in
          Thread { continuation.resume(returning: work(index)) }.start()
        }
      }
    }
    var results: [T] = []
    for await result in group { results.append(result) }
    return results
  }
}
