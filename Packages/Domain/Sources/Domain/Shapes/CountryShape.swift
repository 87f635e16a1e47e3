/// A country's outline, from the Digital Chart of the World (DCW-GMT, LGPL-3+; see Docs/DATA.md,
/// "Country shapes"): its kept parts as closed rings of points on a grid whose longer side is 255,
/// x east and y south from the top-left corner, projected at the shape's middle latitude so that a
/// unit is as long across as down. Renderers (Presentation's `ShapeBraille`, `ShapeSVG`) draw it;
/// `box` keeps where it lies, in degrees.
public struct CountryShape: Sendable, Equatable {
  public struct Point: Sendable, Equatable, Hashable {
    public let x: Int
    public let y: Int

    public init(x: Int, y: Int) {
      self.x = x
      self.y = y
    }
  }

  /// The degrees the kept parts span: west and east may pass 180 (Russia's east is 191).
  public struct Box: Sendable, Equatable {
    public let west: Double
    public let south: Double
    public let east: Double
    public let north: Double

    public init(west: Double, south: Double, east: Double, north: Double) {
      self.west = west
      self.south = south
      self.east = east
      self.north = north
    }
  }

  /// The country's alpha-2 code.
  public let code: String
  public let box: Box
  /// The drawing's width and height in grid units, the longer one 255.
  public let width: Int
  public let height: Int
  /// The kept parts, the largest first, each at least three points, closed implicitly.
  public let rings: [[Point]]

  /// The shape of the country of `code` (alpha-2, any case); nil for a code without one.
  public static func of(_ code: String) -> CountryShape? {
    let key = code.uppercased()
    guard let row = table[key] else { return nil }
    return CountryShape(code: key, row: row)
  }

  /// A shape of the given rings (tests and renderers' own drawings); `of(_:)` reads the table's.
  public init(code: String, box: Box, width: Int, height: Int, rings: [[Point]]) {
    self.code = code
    self.box = box
    self.width = width
    self.height = height
    self.rings = rings
  }

  /// Every code with a shape, sorted.
  public static let codes: [String] = table.keys.sorted()

  /// The codes of the data with no outline in the source (Hong Kong and Macao).
  public static var codesWithout: Set<String> { missing }

  private init(
    code: String,
    row: (box: (Int32, Int32, Int32, Int32), size: (UInt8, UInt8), rings: String)
  ) {
    self.code = code
    box = Box(
      west: Double(row.box.0) / 100, south: Double(row.box.1) / 100,
      east: Double(row.box.2) / 100, north: Double(row.box.3) / 100)
    width = Int(row.size.0)
    height = Int(row.size.1)
    rings = Self.rings(Base64Bytes.decode(row.rings))
  }

  /// Rings written as a two-byte count, then an x and a y byte a point.
  private static func rings(_ bytes: [UInt8]) -> [[Point]] {
    var rings: [[Point]] = []
    var index = 0
    while index + 2 <= bytes.count {
      let count = Int(bytes[index]) << 8 | Int(bytes[index + 1])
      index += 2
      guard index + 2 * count <= bytes.count else { break }
      rings.append(
        (0..<count).map {
          Point(x: Int(bytes[index + 2 * $0]), y: Int(bytes[index + 2 * $0 + 1]))
        })
      index += 2 * count
    }
    return rings
  }
}

/// Standard base64 (RFC 4648, with padding) to bytes, for the generated tables; an unknown
/// character ends the decoding.
enum Base64Bytes {
  static func decode(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    for character in text.utf8 {
      guard let value = sextet(character) else { break }
      buffer = buffer << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    return bytes
  }

  private static func sextet(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
