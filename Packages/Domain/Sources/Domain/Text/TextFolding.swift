/// Comparison keys for names and typed text: lower case, accents removed ("Curaçao" → "curacao").
///
/// Written out rather than using Foundation's `folding(options:)`, which is slow on Linux and would
/// dominate building the name index over thousands of names at start-up.
public enum TextFolding {
  public static func fold(_ text: some StringProtocol) -> String {
    var folded = String()
    folded.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let isUpper = value >= 0x41 && value <= 0x5A
        folded.unicodeScalars.append(Unicode.Scalar(UInt8(isUpper ? value + 0x20 : value)))
      } else if let plain = table[value] {
        folded += plain
      } else if isCombiningMark(value) {
        continue
      } else if scalar.properties.changesWhenLowercased {
        folded += scalar.properties.lowercaseMapping
      } else {
        folded.unicodeScalars.append(scalar)
      }
    }
    return folded
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
