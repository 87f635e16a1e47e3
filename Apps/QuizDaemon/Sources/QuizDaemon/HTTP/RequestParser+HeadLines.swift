extension RequestParser {
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

  static func parseHeader(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
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
  static func lines(of head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>]? {
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
