/// Reads HTTP/1.1 requests from the bytes a connection received, strictly: anything ambiguous is refused
/// with the status that says why, since this is the part of the daemon most exposed to hostile input.
///
/// Refused: a request line over `maximumRequestLine` (414) or headers over `maximumHeaderBytes` (431);
/// bare LF line ends, obsolete line folding, whitespace before a colon, control bytes, a missing or repeated
/// Host (400); Content-Length together with Transfer-Encoding, or Content-Length values that disagree (400,
/// the request-smuggling cases); a transfer coding other than chunked (501); a body over `maximumBody`
/// (413); a body-carrying method with no length (411); an HTTP version other than 1.0 and 1.1 (505).
public struct RequestParser: Sendable {
  public var maximumRequestLine = 8 * 1024
  public var maximumHeaderBytes = 16 * 1024
  public var maximumBody = 16 * 1024
  public var maximumHeaderCount = 100

  public init() {}

  public enum Outcome: Sendable, Equatable {
    /// More bytes are needed.
    case incomplete
    /// A whole request, which took the first `consumed` bytes.
    case request(ServerRequest, consumed: Int)
    /// The bytes are not an acceptable request; answer `status` and close the connection.
    case failure(status: Int, message: String)
  }

  /// Parses the request at the start of `bytes`.
  public func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
    var start = bytes.startIndex
    // RFC 9112 §2.2: ignore empty lines before a request line.
    while start + 1 < bytes.endIndex, bytes[start] == cr, bytes[start + 1] == lf { start += 2 }
    guard let headEnd = Self.find(crlfcrlf, in: bytes, from: start) else {
      return unfinishedHead(bytes[start...])
    }
    // The request line's own limit first: a 100 KB target is 414, not 431, whatever follows it.
    if let lineEnd = Self.find(crlf, in: bytes, from: start), lineEnd - start > maximumRequestLine {
      return .failure(status: 414, message: "The request target is too long.")
    }
    if headEnd - start > maximumRequestLine + maximumHeaderBytes {
      return .failure(status: 431, message: "The request headers are too large.")
    }
    let head = bytes[start..<headEnd]
    guard var lines = Self.lines(of: head) else {
      return .failure(status: 400, message: "The request has invalid line endings or bytes.")
    }
    let requestLine = lines.removeFirst()
    if requestLine.count > maximumRequestLine {
      return .failure(status: 414, message: "The request target is too long.")
    }
    if head.count - requestLine.count > maximumHeaderBytes || lines.count > maximumHeaderCount {
      return .failure(status: 431, message: "The request headers are too large.")
    }
    let parsedLine: (method: String, target: String, minor: Int)
    switch Self.parseRequestLine(requestLine) {
    case .success(let value): parsedLine = value
    case .failure(let failure): return .failure(status: failure.status, message: failure.message)
    }
    var headers: [(name: String, value: String)] = []
    headers.reserveCapacity(lines.count)
    var framing = Framing()
    for line in lines {
      guard let header = Self.parseHeader(line) else {
        return .failure(status: 400, message: "A request header is malformed.")
      }
      framing.note(header)
      headers.append(header)
    }
    return parseBody(
      bytes, bodyStart: headEnd + 4, line: parsedLine, headers: headers, framing: framing)
  }

  /// The headers that decide where the request ends, gathered in the one pass over the headers.
  private struct Framing {
    var hosts = 0
    var hasInvalidHost = false
    var lengths: [String] = []
    var codings: [String] = []

    mutating func note(_ header: (name: String, value: String)) {
      switch header.name {
      case "host":
        hosts += 1
        if !RequestParser.isValidHost(header.value) { hasInvalidHost = true }
      case "content-length":
        for value in header.value.utf8.split(
          separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        {
          lengths.append(Substring(value).trimmingBlanks())
        }
      case "transfer-encoding": codings.append(header.value)
      default: break
      }
    }
  }

  private func parseBody(
    _ bytes: ArraySlice<UInt8>, bodyStart: Int,
    line: (method: String, target: String, minor: Int), headers: [(name: String, value: String)],
    framing: Framing
  ) -> Outcome {
    if line.minor == 1 && framing.hosts != 1 || framing.hosts > 1 {
      return .failure(status: 400, message: "The request needs exactly one Host header.")
    }
    if framing.hasInvalidHost {
      return .failure(status: 400, message: "The Host header is not a valid host.")
    }
    let lengths = framing.lengths
    let request = { (body: [UInt8], end: Int) in
      Outcome.request(
        ServerRequest(
          method: line.method, target: line.target, minorVersion: line.minor,
          lowercasedHeaders: headers, body: body), consumed: end - bytes.startIndex)
    }
    if !framing.codings.isEmpty {
      if !lengths.isEmpty {
        return .failure(
          status: 400, message: "Content-Length and Transfer-Encoding cannot both be sent.")
      }
      let coding = framing.codings.map { Substring($0.lowercased()).trimmingBlanks() }
      guard coding == ["chunked"], line.minor == 1 else {
        return .failure(status: 501, message: "Only the chunked transfer coding is supported.")
      }
      switch ChunkedBody.decode(bytes[bodyStart...], maximum: maximumBody) {
      case .incomplete: return .incomplete
      case .tooLarge: return .failure(status: 413, message: "The request body is too large.")
      case .malformed: return .failure(status: 400, message: "The chunked body is malformed.")
      case .complete(let body, let end): return request(body, end)
      }
    }
    guard let first = lengths.first else {
      if line.method == "POST" || line.method == "PUT" || line.method == "PATCH" {
        return .failure(status: 411, message: "The request needs a Content-Length.")
      }
      return request([], bodyStart)
    }
    guard lengths.allSatisfy({ $0 == first }), first.utf8.count <= 9,
      !first.isEmpty, first.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let length = Int(first)
    else {
      return .failure(status: 400, message: "The Content-Length is invalid or ambiguous.")
    }
    if length > maximumBody {
      return .failure(status: 413, message: "The request body is too large.")
    }
    guard bytes.endIndex - bodyStart >= length else { return .incomplete }
    return request(Array(bytes[bodyStart..<(bodyStart + length)]), bodyStart + length)
  }

  /// The verdict on a head whose end has not arrived: incomplete, already over a limit, or already
  /// malformed (a bare LF or a NUL will never make a valid head, so the client is not kept waiting for a
  /// 408). Only bytes from `from` on are checked for those: the earlier ones were checked before.
  func unfinishedHead(_ bytes: ArraySlice<UInt8>, from: Int = 0) -> Outcome {
    var index = max(bytes.startIndex, bytes.startIndex + from - 1)
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0 || byte == lf && (index == bytes.startIndex || bytes[index - 1] != cr) {
        return .failure(status: 400, message: "The request has invalid line endings or bytes.")
      }
      index += 1
    }
    guard let lineEnd = bytes.firstIndex(of: lf) else {
      return bytes.count > maximumRequestLine
        ? .failure(status: 414, message: "The request target is too long.") : .incomplete
    }
    if lineEnd - bytes.startIndex > maximumRequestLine {
      return .failure(status: 414, message: "The request target is too long.")
    }
    if bytes.endIndex - lineEnd > maximumHeaderBytes + 4 {
      return .failure(status: 431, message: "The request headers are too large.")
    }
    return .incomplete
  }

  private static func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<
    (method: String, target: String, minor: Int), LineFailure
  > {
    let parts = line.split(separator: space, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
      parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
      let target = originForm(parts[1])
    else { return .failure(LineFailure(status: 400, message: "The request line is malformed.")) }
    let version = Array(parts[2])
    guard version.count == 8, version.starts(with: Array("HTTP/".utf8)),
      version[6] == UInt8(ascii: "."),
      (0x30...0x39).contains(version[5]), (0x30...0x39).contains(version[7])
    else { return .failure(LineFailure(status: 400, message: "The HTTP version is malformed.")) }
    guard version[5] == UInt8(ascii: "1"), version[7] <= UInt8(ascii: "1") else {
      return .failure(
        LineFailure(status: 505, message: "Only HTTP/1.0 and HTTP/1.1 are supported."))
    }
    return .success(
      (
        String(decoding: parts[0], as: UTF8.self), String(decoding: target, as: UTF8.self),
        Int(version[7] - 0x30)
      ))
  }

  /// The target in origin form: as sent ("/path?q", "*"), or the path of the absolute form that RFC 9112
  /// §3.2.2 says servers must accept ("http://host/path?q" → "/path?q"). Nil for anything else.
  private static func originForm(_ target: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    guard let first = target.first else { return nil }
    if first == UInt8(ascii: "/") || target.elementsEqual("*".utf8) { return target }
    let scheme = target.prefix(8).map { $0 | 0x20 }
    let schemeLength =
      scheme.starts(with: "http://".utf8) ? 7 : scheme.starts(with: "https://".utf8) ? 8 : 0
    let authority = target.dropFirst(schemeLength)
    guard schemeLength > 0, let host = authority.first, host != UInt8(ascii: "/") else {
      return nil
    }
    let pathStart = authority.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }
    guard let pathStart else { return ArraySlice("/".utf8) }
    if target[pathStart] == UInt8(ascii: "/") { return target[pathStart...] }
    return ArraySlice("/".utf8) + target[pathStart...]
  }

  /// Whether an HTTP/1.1 head (complete, its body still to come) asks for `100 Continue`.
  static func expectsContinue(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let lines = completeHead(bytes), lines.first?.suffix(3).elementsEqual("1.1".utf8) == true
    else { return false }
    return value(of: "expect", in: lines)?.lowercased() == "100-continue"
  }

  /// The whole request's length when its complete head declares a plain Content-Length, so a server can
  /// wait for that many bytes instead of parsing again on every read of the body.
  static func declaredLength(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard let headEnd = find(crlfcrlf, in: bytes, from: bytes.startIndex),
      let lines = lines(of: bytes[bytes.startIndex..<headEnd]),
      value(of: "transfer-encoding", in: lines) == nil,
      let text = value(of: "content-length", in: lines), text.utf8.count <= 9,
      text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let length = Int(text)
    else { return nil }
    return headEnd - bytes.startIndex + 4 + length
  }

  /// How many bytes of empty lines (CRLF) stand before a request.
  static func leadingEmptyLines(_ bytes: ArraySlice<UInt8>) -> Int {
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex, bytes[index] == cr, bytes[index + 1] == lf { index += 2 }
    return index - bytes.startIndex
  }

  private static func completeHead(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>]? {
    guard let headEnd = find(crlfcrlf, in: bytes, from: bytes.startIndex) else { return nil }
    return lines(of: bytes[bytes.startIndex..<headEnd])
  }

  private static func value(of name: String, in lines: [ArraySlice<UInt8>]) -> String? {
    for line in lines.dropFirst() {
      if let header = parseHeader(line), header.name == name { return header.value }
    }
    return nil
  }

  /// A Host value as RFC 9110 §7.2 allows: a reg-name, IPv4 or bracketed IP literal, and an optional port.
  /// Spaces, slashes, `@` and the like would make the same request mean different things to different
  /// servers.
  static func isValidHost(_ value: String) -> Bool {
    value.utf8.allSatisfy { byte in
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
      case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
        UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
        UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
        UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
        UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "%"):
        true
      default: false
      }
    }
  }

  private struct LineFailure: Error {
    let status: Int
    let message: String
  }

  private static func parseHeader(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else {
      return nil
    }
    let name = line[..<colon]
    guard name.allSatisfy(isTokenByte) else { return nil }
    var value = line[(colon + 1)...]
    while let first = value.first, first == space || first == tab { value = value.dropFirst() }
    while let last = value.last, last == space || last == tab { value = value.dropLast() }
    guard value.allSatisfy({ $0 == tab || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
    // Token bytes are ASCII, so lower-casing is a byte operation.
    let lowercasedName = String(unsafeUninitializedCapacity: name.count) { buffer in
      for (offset, byte) in name.enumerated() {
        buffer[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      }
      return name.count
    }
    return (lowercasedName, String(decoding: value, as: UTF8.self))
  }

  /// The head's lines, split at CRLF in one pass; nil when it holds a NUL, a bare CR or a bare LF.
  private static func lines(of head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>]? {
    var lines: [ArraySlice<UInt8>] = []
    lines.reserveCapacity(16)
    var start = head.startIndex
    var index = head.startIndex
    while index < head.endIndex {
      switch head[index] {
      case 0, lf: return nil
      case cr:
        guard index + 1 < head.endIndex, head[index + 1] == lf else { return nil }
        lines.append(head[start..<index])
        index += 2
        start = index
      default: index += 1
      }
    }
    lines.append(head[start..<head.endIndex])
    return lines
  }

  static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    guard bytes.endIndex - start >= needle.count else { return nil }
    var index = start
    while index <= bytes.endIndex - needle.count {
      if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// RFC 9110 token characters: letters, digits and !#$%&'*+-.^_`|~.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
      UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }
}

private let cr = UInt8(ascii: "\r")
private let lf = UInt8(ascii: "\n")
private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let crlfcrlf: [UInt8] = [cr, lf, cr, lf]
private let crlf: [UInt8] = [cr, lf]
