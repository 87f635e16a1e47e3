import Domain

/// Random and mutated HTTP requests from a fixed seed (`SeededGenerator`), so a failure replays
/// exactly.
struct RequestFuzzer {
  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  static let corpus: [String] = [
    "GET / HTTP/1.1\r\nHost: t\r\n\r\n",
    "HEAD /healthz HTTP/1.1\r\nHost: t\r\n\r\n",
    "GET /metrics HTTP/1.0\r\n\r\n",
    "POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 30\r\n\r\n{\"question\":\"capital of chad\"}",
    "POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1e\r\n{\"question\":\"capital of chad\"}\r\n0\r\n\r\n",
    "POST /v1/ask HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\nhello",
    "GET /readyz?x=1 HTTP/1.1\r\nHost: t\r\nConnection: keep-alive\r\nAccept: */*\r\n\r\n",
  ]

  private static let fragments: [String] = [
    "\r\n", "\n", "\r", ":", " ", "\t", "\0", "\u{7F}", "Content-Length: ",
    "Transfer-Encoding: chunked\r\n",
    "Content-Length: 99999999999\r\n", "Host: a\r\n", "0\r\n\r\n", "ffffffff\r\n", "HTTP/1.1",
    "HTTP/9.9",
    "%00", "\u{1B}[2J", "é", "\u{FEFF}", "{\"question\":", "\"}", "-1", "GET ", "/../../etc/passwd",
  ]

  mutating func next() -> UInt64 { random.next() }

  mutating func below(_ bound: Int) -> Int { random.index(below: bound) }

  /// One request: a mutated corpus entry three times in four, otherwise random bytes.
  mutating func request() -> [UInt8] {
    if below(4) == 0 {
      return (0..<below(600)).map { _ in UInt8(truncatingIfNeeded: next()) }
    }
    var bytes = Array(Self.corpus[below(Self.corpus.count)].utf8)
    for _ in 0..<(1 + below(4)) {
      let position = below(bytes.count + 1)
      switch below(5) {
      case 0 where !bytes.isEmpty:
        bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: next())
      case 1:
        bytes.insert(
          contentsOf: Array(Self.fragments[below(Self.fragments.count)].utf8), at: position)
      case 2 where !bytes.isEmpty:
        let end = min(bytes.count, position + below(20))
        bytes.removeSubrange(min(position, end)..<end)
      case 3: bytes.insert(contentsOf: bytes[..<min(bytes.count, below(80))], at: position)
      default:
        bytes.insert(
          contentsOf: (0..<below(16)).map { _ in UInt8(truncatingIfNeeded: next()) }, at: position)
      }
    }
    return bytes
  }
}
