/// One parsed HTTP/1.1 request: what the handler sees, with no socket attached.
public struct ServerRequest: Sendable, Equatable {
  public let method: String
  /// The request target as sent ("/v1/ask?x=1").
  public let target: String
  /// HTTP/1.0 or HTTP/1.1, as the minor version.
  public let minorVersion: Int
  /// Header fields in order, names lower-cased.
  public let headers: [(name: String, value: String)]
  public let body: [UInt8]

  /// The target without its query.
  public let path: String

  public init(
    method: String, target: String, minorVersion: Int = 1,
    headers: [(name: String, value: String)] = [], body: [UInt8] = []
  ) {
    self.init(
      method: method, target: target, minorVersion: minorVersion,
      lowercasedHeaders: headers.map { ($0.name.lowercased(), $0.value) }, body: body)
  }

  /// For the parser, whose header names are lower-cased already.
  init(
    method: String, target: String, minorVersion: Int,
    lowercasedHeaders headers: [(name: String, value: String)], body: [UInt8]
  ) {
    self.method = method
    self.target = target
    self.minorVersion = minorVersion
    self.headers = headers
    self.body = body
    path = target.utf8.firstIndex(of: UInt8(ascii: "?")).map { String(target[..<$0]) } ?? target
  }

  /// The first value of a header, by case-insensitive name.
  public func header(_ name: String) -> String? {
    let name = name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? name.lowercased() : name
    for header in headers where header.name == name { return header.value }
    return nil
  }

  /// Whether the client wants the connection kept open after the response.
  public var keepsAlive: Bool {
    var asksToClose = false
    var asksToKeep = false
    for header in headers where header.name == "connection" {
      for token in header.value.utf8.split(separator: UInt8(ascii: ",")) {
        let token = Substring(token).trimmingBlanks().lowercased()
        if token == "close" { asksToClose = true }
        if token == "keep-alive" { asksToKeep = true }
      }
    }
    if asksToClose { return false }
    return minorVersion >= 1 || asksToKeep
  }

  public static func == (lhs: ServerRequest, rhs: ServerRequest) -> Bool {
    lhs.method == rhs.method && lhs.target == rhs.target && lhs.minorVersion == rhs.minorVersion
      && lhs.headers.elementsEqual(rhs.headers) { $0 == $1 } && lhs.body == rhs.body
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs (HTTP's optional whitespace). Works on UTF-8 bytes:
  /// trimming through reversed `Character` views cost a tenth of the daemon's time per request.
  func trimmingBlanks() -> String {
    let bytes = utf8
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
    guard let first = bytes.firstIndex(where: { !isBlank($0) }),
      let last = bytes.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
