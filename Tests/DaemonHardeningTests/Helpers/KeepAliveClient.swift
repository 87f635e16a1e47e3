import Foundation
import Glibc
import LoopbackHTTP

/// One keep-alive connection that asks and reads replies one after the other, by Content-Length.
final class KeepAliveClient {
  private let descriptor: Int32
  private var buffered: [UInt8] = []

  init?(port: Int) {
    guard let descriptor = try? LoopbackSocket.connected(to: port, timeout: 20) else { return nil }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Asks `question` `times` times; returns how many 200 replies came back.
  func ask(_ question: String, times: Int) -> Int {
    let body = #"{"question":"\#(question)"}"#
    let request = Array(
      ("POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)").utf8)
    var answered = 0
    for _ in 0..<times {
      let sent = request.withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent == request.count, let status = readStatus() else { break }
      if status == 200 { answered += 1 }
    }
    return answered
  }

  private func readStatus() -> Int? {
    while true {
      if let end = headEnd() {
        let head = String(decoding: buffered[..<end], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "")
        let lengthLine = head.split(separator: "\r\n").first {
          $0.lowercased().hasPrefix("content-length:")
        }
        let length =
          Int(lengthLine?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
          ?? 0
        if buffered.count >= end + 4 + length {
          buffered.removeFirst(end + 4 + length)
          return status
        }
      }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { return nil }
      buffered += chunk[0..<count]
    }
  }

  private func headEnd() -> Int? {
    guard buffered.count >= 4 else { return nil }
    for index in 0...(buffered.count - 4)
    where buffered[index] == 13 && buffered[index + 1] == 10 && buffered[index + 2] == 13
      && buffered[index + 3] == 10
    {
      return index
    }
    return nil
  }
}
