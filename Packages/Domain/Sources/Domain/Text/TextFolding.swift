/// Comparison keys for names and typed text: lower case, accents removed ("Curaçao" → "curacao").
///
/// Written out rather than using Foundation's `folding(options:)`, which is slow on Linux and would
/// dominate building the name index over thousands of names at start-up.
public enum TextFolding {
  ///
  /// It takes a concrete `String`: called from other modules, a generic version runs unspecialised
  /// and was a quarter of the time to build the name index.
  public static func fold(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in text.utf8 { bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
      return String(decoding: bytes, as: UTF8.self)
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
      } else if let plain = table[value] {
        bytes.append(contentsOf: plain.utf8)
      } else if isCombiningMark(value) {
        continue
      } else if scalar.properties.changesWhenLowercased {
        bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `text` starts with `prefix`, ignoring case and accents.
  public static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
    fold(text).hasPrefix(fold(prefix))
  }

  private static func isCombiningMark(_ value: UInt32) -> Bool {
    (0x0300...0x036F).contains(value) || (0x1AB0...0x1AFF).contains(value)
      || (0x1DC0...0x1DFF).contains(value) || (0xFE20...0xFE2F).contains(value)
  }
}
