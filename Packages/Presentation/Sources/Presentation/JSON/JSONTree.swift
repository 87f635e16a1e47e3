/// A JSON text read into values: what `JSONTreeDecoder` decodes a profile from. Foundation's
/// `JSONDecoder` cost a one-shot with a saved profile 2 MB of resident memory (its code's pages) and
/// more instructions than answering the question.
///
/// Strict RFC 8259 (one value, no trailing commas or comments, escapes checked, surrogates paired),
/// in UTF-8 with or without a byte-order mark, nested at most `maximumDepth` deep as `JSONDecoder`
/// allows; a number keeps its text, read when a type asks for it.
enum JSONTree: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONTree])
  /// Members by key; a key given twice keeps its first value, as `JSONDecoder` does.
  case object([String: JSONTree])

  static let maximumDepth = 512

  /// The value of a whole JSON text; nil for anything that is not exactly one valid value.
  init?(_ bytes: some Collection<UInt8>) {
    var reader = Reader(bytes: Array(bytes))
    if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    guard reader.position == reader.bytes.count else { return nil }
    self = value
  }

  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    mutating func skipSpace() {
      while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
        position += 1
      }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      skipSpace()
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
      return true
    }

    private mutating func take(word: String) -> Bool {
      let word = Array(word.utf8)
      guard bytes.count - position >= word.count,
        bytes[position..<(position + word.count)].elementsEqual(word)
      else { return false }
      position += word.count
      return true
    }

    mutating func value(depth: Int) -> JSONTree? {
      guard depth < JSONTree.maximumDepth else { return nil }
      skipSpace()
      guard position < bytes.count else { return nil }
      switch bytes[position] {
      case UInt8(ascii: "{"): return object(depth: depth)
      case UInt8(ascii: "["): return array(depth: depth)
      case UInt8(ascii: "\""): return string().map(JSONTree.string)
      case UInt8(ascii: "t"): return take(word: "true") ? .bool(true) : nil
      case UInt8(ascii: "f"): return take(word: "false") ? .bool(false) : nil
      case UInt8(ascii: "n"): return take(word: "null") ? .null : nil
      default: return number()
      }
    }

    private mutating func object(depth: Int) -> JSONTree? {
      position += 1
      var members: [String: JSONTree] = [:]
      if take(UInt8(ascii: "}")) { return .object(members) }
      repeat {
        skipSpace()
        guard let key = string(), take(UInt8(ascii: ":")), let value = value(depth: depth + 1)
        else { return nil }
        if members[key] == nil { members[key] = value }
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}")) ? .object(members) : nil
    }

    private mutating func array(depth: Int) -> JSONTree? {
      position += 1
      var elements: [JSONTree] = []
      if take(UInt8(ascii: "]")) { return .array(elements) }
      repeat {
        guard let element = value(depth: depth + 1) else { return nil }
        elements.append(element)
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "]")) ? .array(elements) : nil
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() -> JSONTree? {
      let start = position
      if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
      guard digits(allowingLeadingZero: false) else { return nil }
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        guard digits(allowingLeadingZero: true) else { return nil }
      }
      if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
        position += 1
        if position < bytes.count, [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[position])
        {
          position += 1
        }
        guard digits(allowingLeadingZero: true) else { return nil }
      }
      return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func digits(allowingLeadingZero: Bool) -> Bool {
      let start = position
      while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
      guard position > start else { return false }
      return allowingLeadingZero || bytes[start] != 0x30 || position == start + 1
    }

    /// A string at `position` (its opening quote), unescaped; nil for a control character, a bad
    /// escape or a lone surrogate.
    private mutating func string() -> String? {
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
      position += 1
      var scalars = String.UnicodeScalarView()
      var run = position
      // The bytes since the last escape, checked as UTF-8.
      func flush() -> Bool {
        var decoder = UTF8()
        var iterator = bytes[run..<position].makeIterator()
        while true {
          switch decoder.decode(&iterator) {
          case .scalarValue(let scalar): scalars.append(scalar)
          case .emptyInput: return true
          case .error: return false
          }
        }
      }
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          guard flush() else { return nil }
          position += 1
          return String(scalars)
        }
        guard byte >= 0x20 else { return nil }
        guard byte == UInt8(ascii: "\\") else {
          position += 1
          continue
        }
        guard flush(), let scalar = escape() else { return nil }
        scalars.append(scalar)
        run = position
      }
      return nil
    }

    /// The escape at `position` (its backslash), moved past.
    private mutating func escape() -> Unicode.Scalar? {
      guard position + 1 < bytes.count else { return nil }
      let kind = bytes[position + 1]
      position += 2
      switch kind {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        guard let unit = hexUnit() else { return nil }
        if (0xD800..<0xDC00).contains(unit) {
          guard take(word: "\\u"), let low = hexUnit(), (0xDC00..<0xE000).contains(low) else {
            return nil
          }
          return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(unit)
      default: return nil
      }
    }

    private mutating func hexUnit() -> UInt32? {
      guard bytes.count - position >= 4 else { return nil }
      var unit: UInt32 = 0
      for byte in bytes[position..<(position + 4)] {
        guard let digit = Self.hexDigit(byte) else { return nil }
        unit = unit << 4 | digit
      }
      position += 4
      return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
      switch byte {
      case 0x30...0x39: UInt32(byte - 0x30)
      case 0x41...0x46: UInt32(byte - 0x41 + 10)
      case 0x61...0x66: UInt32(byte - 0x61 + 10)
      default: nil
      }
    }
  }
}
