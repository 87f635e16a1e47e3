/// The scalar values: strings with their escapes, and numbers.
extension JSONBodyReader {
  /// A string literal, decoded; `index` is at its opening quote.
  mutating func string() -> String? {
    index += 1
    let start = index
    // The common case, no escapes: one validated copy of the bytes.
    while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
      guard byte >= 0x20 else { return nil }
      index += 1
    }
    guard let stop = peek else { return nil }
    if stop == UInt8(ascii: "\"") {
      index += 1
      return String(validating: bytes[start..<(index - 1)], as: UTF8.self)
    }
    var decoded = Array(bytes[start..<index])
    guard escapedRest(into: &decoded) else { return nil }
    return String(validating: decoded, as: UTF8.self)
  }

  /// The rest of a string that has escapes, appended to `decoded`; `index` is at the first backslash.
  private mutating func escapedRest(into decoded: inout [UInt8]) -> Bool {
    while let byte = peek {
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return true
      case UInt8(ascii: "\\"):
        guard let escaped = peek else { return false }
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return false }
          decoded += Array(String(Character(scalar)).utf8)
        default: return false
        }
      default:
        guard byte >= 0x20 else { return false }
        decoded.append(byte)
      }
    }
    return false
  }

  /// The scalar of a `\uXXXX` escape (after the `u`), joining a surrogate pair; nil for a lone surrogate.
  private mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let unit = hexQuad() else { return nil }
    switch unit {
    case 0xD800...0xDBFF:
      guard consume("\\u"), let low = hexQuad(), (0xDC00...0xDFFF).contains(low) else { return nil }
      return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
    case 0xDC00...0xDFFF: return nil
    default: return Unicode.Scalar(unit)
    }
  }

  private mutating func hexQuad() -> UInt32? {
    guard bytes.count - index >= 4 else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x41...0x46: digit = byte - 0x41 + 10
      case 0x61...0x66: digit = byte - 0x61 + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, and its value.
  mutating func number() -> Double? {
    let start = index
    guard numberSyntax() else { return nil }
    return Double(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func numberSyntax() -> Bool {
    if peek == UInt8(ascii: "-") { index += 1 }
    guard let first = peek, isDigit(first) else { return false }
    index += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard let digit = peek, isDigit(digit) else { return false }
      skipDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard let digit = peek, isDigit(digit) else { return false }
      skipDigits()
    }
    return true
  }

  private mutating func skipDigits() {
    while let byte = peek, isDigit(byte) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
