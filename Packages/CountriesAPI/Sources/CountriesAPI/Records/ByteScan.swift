import Foundation

/// Scanning a record's bytes for separators, and reading its numbers without making a `String`.
///
/// Decoding a cache file looks for every tab and newline of 450 KB, most of it translations: byte by
/// byte, that search was a tenth of a one-shot's work when the bundled snapshot was decoded so too.
enum ByteScan {
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  /// The index of the first `byte` in `bytes`, or `bytes.endIndex`: the C library's `memchr`,
  /// which compares 32 bytes at a time (eight at a time in Swift took 2.6 instructions a byte).
  static func firstIndex(of byte: UInt8, in bytes: Bytes) -> Int {
    guard let base = bytes.base.baseAddress, !bytes.isEmpty else { return bytes.endIndex }
    let start = UnsafeRawPointer(base + bytes.startIndex)
    guard let found = memchr(start, Int32(byte), bytes.count) else { return bytes.endIndex }
    return bytes.startIndex + (UnsafeRawPointer(found) - start)
  }

  /// The pieces of `bytes` between `separator`s; an empty `bytes` has none. `expected` pieces are
  /// reserved.
  static func split(_ bytes: Bytes, at separator: UInt8, expected: Int = 4) -> [Bytes] {
    var pieces: [Bytes] = []
    pieces.reserveCapacity(bytes.isEmpty ? 0 : expected)
    forEachPiece(of: bytes, at: separator) { pieces.append($0) }
    return pieces
  }

  /// Calls `body` with each piece of `bytes` between `separator`s, in order, without an array of
  /// them; an empty `bytes` has none.
  static func forEachPiece(
    of bytes: Bytes, at separator: UInt8, _ body: (Bytes) throws -> Void
  ) rethrows {
    guard !bytes.isEmpty else { return }
    var start = bytes.startIndex
    while true {
      let end = firstIndex(of: separator, in: bytes.base[start..<bytes.endIndex])
      try body(bytes.base[start..<end])
      guard end < bytes.endIndex else { return }
      start = end + 1
    }
  }

  /// The values `transform` gives the pieces of `bytes` between `separator`s (nil ones left out).
  static func pieces<Value>(
    of bytes: Bytes, at separator: UInt8, _ transform: (Bytes) -> Value?
  ) -> [Value] {
    guard !bytes.isEmpty else { return [] }
    // Sized first: growing these small arrays one append at a time was most of their cost.
    var values: [Value] = []
    values.reserveCapacity(bytes.reduce(1) { $1 == separator ? $0 + 1 : $0 })
    forEachPiece(of: bytes, at: separator) { piece in
      if let value = transform(piece) { values.append(value) }
    }
    return values
  }

  /// A decimal number ("-12.5", "1e3", "250"): read from its digits when that is exact (at most
  /// 15 significant digits and no exponent, so one division by a power of ten rounds correctly),
  /// otherwise by the standard library.
  static func double(_ bytes: Bytes) -> Double? {
    var index = bytes.startIndex
    let negative = index < bytes.endIndex && bytes.base[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: Int64 = 0
    var digits = 0
    var fraction = 0
    var sawPoint = false
    while index < bytes.endIndex {
      let byte = bytes.base[index]
      if byte == UInt8(ascii: ".") && !sawPoint {
        sawPoint = true
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        digits += 1
        if sawPoint { fraction += 1 }
      } else {
        break
      }
      guard digits <= 15 else { break }
      index += 1
    }
    guard index == bytes.endIndex, digits > 0 else {
      return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self))
    }
    let value = Double(mantissa) / powersOfTen[fraction]
    return negative ? -value : value
  }

  /// 10⁰ to 10¹⁵, each exact in a `Double`.
  private static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]
}
