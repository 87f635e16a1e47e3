/// Base64url without padding (RFC 4648 §5): the context travels in JSON and, for some clients, in URLs.
enum Base64URL {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
    return table
  }()

  static func encode(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var chunk = UInt32(bytes[index]) << 16
      if count > 1 { chunk |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { chunk |= UInt32(bytes[index + 2]) }
      for position in 0...count {
        out.append(alphabet[Int((chunk >> UInt32(18 - 6 * position)) & 0x3F)])
      }
      index += 3
    }
    return out
  }

  /// The bytes, or nil on a character outside the alphabet, an impossible length, or unused bits of the
  /// last character that are not zero: each byte string has exactly one accepted encoding, so a MAC
  /// or payload cannot be re-spelled.
  static func decode(_ text: ArraySlice<UInt8>) -> [UInt8]? {
    guard text.count % 4 != 1 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(text.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    for byte in text {
      let value = values[Int(byte)]
      guard value != 0xFF else { return nil }
      buffer = buffer << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    guard buffer & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
    return out
  }
}
