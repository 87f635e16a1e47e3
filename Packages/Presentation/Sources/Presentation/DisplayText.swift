/// Makes text typed by a user safe to echo back in any shell.
public enum DisplayText {
  /// Removes control characters and escape sequences (ANSI injection), bidi overrides, and caps the length.
  public static func sanitized(_ text: String, maxLength: Int = 80) -> String {
    var result = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" || scalar == "\u{9B}" {
        inEscape = true
        continue
      }
      if scalar == "\t" || scalar == "\n" || scalar == "\r" {
        result.unicodeScalars.append(" ")
        continue
      }
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      let isBidi =
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      if isControl || isBidi { continue }
      result.unicodeScalars.append(scalar)
    }
    let trimmed = result.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return trimmed.count > maxLength ? String(trimmed.prefix(maxLength)) + "…" : trimmed
  }
}
