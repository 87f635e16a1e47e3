extension RequestParser {
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

  static func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<
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

  struct LineFailure: Error {
    let status: Int
    let message: String
  }
}

private let cr = UInt8(ascii: "\r")
private let lf = UInt8(ascii: "\n")
private let space = UInt8(ascii: " ")
