/// Decodes a chunked request body (RFC 9112 §7.1): hex sizes, optional extensions, trailers ignored.
enum ChunkedBody {
  enum Outcome: Equatable {
    case incomplete, tooLarge, malformed
    case complete(body: [UInt8], end: Int)
  }

  static func decode(_ bytes: ArraySlice<UInt8>, maximum: Int) -> Outcome {
    var body: [UInt8] = []
    var index = bytes.startIndex
    // The framing may double the body and a little more; beyond that the client is padding (one-byte
    // chunks, long extensions) and the connection would stall waiting for a body that fits.
    let encodedLimit = maximum * 2 + 1024
    while true {
      if index - bytes.startIndex > encodedLimit { return .tooLarge }
      let lineEnd: Int
      switch line(in: bytes, from: index, limit: 1024) {
      case .end(let end): lineEnd = end
      case .incomplete: return .incomplete
      case .malformed: return .malformed
      }
      let sizeField = bytes[index..<lineEnd].prefix { $0 != UInt8(ascii: ";") }
      // Hex digits only: `Int(_:radix:)` would also take a sign ("+1f", "-0").
      guard !sizeField.isEmpty, sizeField.count <= 8, sizeField.allSatisfy(isHexDigit),
        let size = Int(String(decoding: sizeField, as: UTF8.self), radix: 16)
      else { return .malformed }
      index = lineEnd + 2
      if size == 0 {
        // Trailer fields, then an empty line.
        while true {
          let end: Int
          switch line(in: bytes, from: index, limit: 4096) {
          case .end(let found): end = found
          case .incomplete: return .incomplete
          case .malformed: return .malformed
          }
          let isEmpty = end == index
          index = end + 2
          if isEmpty { return .complete(body: body, end: index) }
        }
      }
      guard body.count + size <= maximum else { return .tooLarge }
      guard bytes.endIndex - index >= size + 2 else { return .incomplete }
      body += bytes[index..<(index + size)]
      index += size
      guard bytes[index] == UInt8(ascii: "\r"), bytes[index + 1] == UInt8(ascii: "\n") else {
        return .malformed
      }
      index += 2
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x46, 0x61...0x66: true
    default: false
    }
  }

  private enum Line {
    case end(Int)
    case incomplete, malformed
  }

  /// Where the CRLF ending the line at `start` is; a bare CR or LF, or a line over `limit`, is malformed.
  private static func line(in bytes: ArraySlice<UInt8>, from start: Int, limit: Int) -> Line {
    var index = start
    while index < bytes.endIndex {
      if index - start > limit { return .malformed }
      switch bytes[index] {
      case UInt8(ascii: "\r"):
        guard index + 1 < bytes.endIndex else { return .incomplete }
        return bytes[index + 1] == UInt8(ascii: "\n") ? .end(index) : .malformed
      case UInt8(ascii: "\n"): return .malformed
      default: index += 1
      }
    }
    return .incomplete
  }
}
