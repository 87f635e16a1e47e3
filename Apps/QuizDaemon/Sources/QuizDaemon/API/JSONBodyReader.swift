/// Reads one JSON document strictly (RFC 8259: no trailing commas, comments, lone surrogates, control
/// bytes in strings or invalid UTF-8), keeping only the top-level "question", "refresh" and "context"
/// members, and the bytes of a "profile" object. A
/// duplicated member keeps its last value, as JavaScript does.
struct JSONBodyReader {
  /// The kinds of value the ask body cares about; the contents of anything else are checked and dropped.
  enum Value: Equatable {
    case string(String)
    case number(Double)
    case `true`, `false`, null, array, object
  }

  struct Fields {
    var question: Value?
    var refresh: Value?
    var context: Value?
    /// The bytes of the top-level "profile" member when it is an object.
    var profile: ArraySlice<UInt8>?
    /// The members of a top-level "location" object.
    var hasLocation = false
    var latitude: Value?
    var longitude: Value?
    var locationError: Value?
  }

  /// Which members an object being read keeps: the top level's, a "location" object's, or none.
  private enum Keeping { case top, location, nothing }

  /// Nesting deeper than this is refused rather than recursed into.
  static let maximumDepth = 64

  let bytes: [UInt8]
  var index = 0
  /// Set when the document was valid JSON whose top level is not an object.
  private(set) var isValidNonObject = false

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The top-level object's members of interest, or nil when the document is invalid or not an object.
  mutating func topLevelObject() -> Fields? {
    skipWhitespace()
    guard peek == UInt8(ascii: "{") else {
      if value(depth: 0) != nil, atEndAfterWhitespace() { isValidNonObject = true }
      return nil
    }
    var fields = Fields()
    guard object(depth: 0, fields: &fields), atEndAfterWhitespace() else { return nil }
    return fields
  }

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func atEndAfterWhitespace() -> Bool {
    skipWhitespace()
    return index == bytes.count
  }

  private mutating func skipWhitespace() {
    while let byte = peek,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      index += 1
    }
  }

  mutating func consume(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
      return false
    }
    index += count
    return true
  }

  private mutating func value(depth: Int) -> Value? {
    skipWhitespace()
    guard let byte = peek, depth < Self.maximumDepth else { return nil }
    switch byte {
    case UInt8(ascii: "{"):
      var ignored = Fields()
      return object(depth: depth, fields: &ignored, keeping: .nothing) ? .object : nil
    case UInt8(ascii: "["): return array(depth: depth) ? .array : nil
    case UInt8(ascii: "\""): return string().map(Value.string)
    case UInt8(ascii: "t"): return consume("true") ? .true : nil
    case UInt8(ascii: "f"): return consume("false") ? .false : nil
    case UInt8(ascii: "n"): return consume("null") ? .null : nil
    default: return number().map(Value.number)
    }
  }

  private mutating func object(depth: Int, fields: inout Fields, keeping: Keeping = .top) -> Bool {
    index += 1  // {
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      index += 1
      return true
    }
    while true {
      skipWhitespace()
      guard peek == UInt8(ascii: "\""), let key = string() else { return false }
      skipWhitespace()
      guard peek == UInt8(ascii: ":") else { return false }
      index += 1
      skipWhitespace()
      let start = index
      let member: Value?
      if keeping == .top, key == "location", peek == UInt8(ascii: "{"),
        depth + 1 < Self.maximumDepth
      {
        var location = Fields()
        member = object(depth: depth + 1, fields: &location, keeping: .location) ? .object : nil
        (fields.latitude, fields.longitude, fields.locationError) = (
          location.latitude, location.longitude, location.locationError
        )
        fields.hasLocation = true
      } else {
        member = value(depth: depth + 1)
      }
      guard let member else { return false }
      if keeping == .top && key == "profile" {
        fields.profile = member == .object ? bytes[start..<index] : nil
      }
      switch (keeping, key) {
      case (.top, "question"): fields.question = member
      case (.top, "refresh"): fields.refresh = member
      case (.top, "context"): fields.context = member
      case (.top, "location") where member != .object: fields.hasLocation = member != .null
      case (.location, "lat"), (.location, "latitude"): fields.latitude = member
      case (.location, "lon"), (.location, "lng"), (.location, "longitude"):
        fields.longitude = member
      case (.location, "error"): fields.locationError = member
      default: break
      }
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return true
      default: return false
      }
    }
  }

  private mutating func array(depth: Int) -> Bool {
    index += 1  // [
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return true
    }
    while true {
      guard value(depth: depth + 1) != nil else { return false }
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return true
      default: return false
      }
    }
  }
}
