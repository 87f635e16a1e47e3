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
}

private let cr = UInt8(ascii: "\r")
private let lf = UInt8(ascii: "\n")
private let crlfcrlf: [UInt8] = [cr, lf, cr, lf]
private let crlf: [UInt8] = [cr, lf]
