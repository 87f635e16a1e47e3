/// Turns terminal input bytes into keys: UTF-8 text, control characters and the common CSI/SS3 escape
/// sequences (arrows, Home/End, Delete), in either xterm or VT form. Incomplete input waits for more bytes.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// Decodes every complete key in `bytes` (plus what was pending); keeps an incomplete tail.
  public mutating func keys(from bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    while !pending.isEmpty, let (key, length) = decodeOne(pending[...]) {
      keys.append(key)
      pending.removeFirst(length)
    }
    return keys
  }

  private func decodeOne(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x1B: return escapeSequence(bytes)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (.ignored, 1)
    default: return utf8Text(bytes)
    }
  }

  private func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let second = bytes[start + 1]
    guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else { return (.ignored, 1) }
    // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, then one final byte 0x40–0x7E.
    var index = start + 2
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else { return bytes.count > 32 ? (.ignored, bytes.count) : nil }
    let final = bytes[index]
    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
    let length = index - start + 1
    switch (final, parameters) {
    case (UInt8(ascii: "A"), _): return (.up, length)
    case (UInt8(ascii: "B"), _): return (.down, length)
    case (UInt8(ascii: "C"), _): return (.right, length)
    case (UInt8(ascii: "D"), _): return (.left, length)
    case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"):
      return (.home, length)
    case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"):
      return (.end, length)
    case (UInt8(ascii: "~"), "3"): return (.delete, length)
    default: return (.ignored, length)
    }
  }

  /// One UTF-8 scalar; an invalid byte becomes U+FFFD so bad input is shown, not fatal.
  private func utf8Text(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    guard let first = bytes.first else { return nil }
    let length: Int
    switch first {
    case 0x00..<0x80: length = 1
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return (.text("\u{FFFD}"), 1)
    }
    guard bytes.count >= length else { return nil }
    let slice = bytes.prefix(length)
    guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (.text("\u{FFFD}"), 1) }
    let text = String(decoding: slice, as: UTF8.self)
    return (.text(text.unicodeScalars.contains("\u{FFFD}") ? "\u{FFFD}" : text), length)
  }
}
