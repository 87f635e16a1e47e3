/// Makes text typed by a user safe to echo back in any shell.
public enum DisplayText {
  /// Removes control characters and escape sequences (ANSI injection), bidi overrides, and caps the length.
  public static func sanitized(_ text: String, maxLength: Int = 80) -> String {
    let trimmed = printable(text, keepingNewlines: false).split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    return trimmed.count > maxLength ? String(trimmed.prefix(maxLength)) + "…" : trimmed
  }

  /// `text` as it may reach a terminal or a pipe: escape sequences, control characters and bidi
  /// overrides removed, tabs as spaces, newlines kept (or made spaces). Every shell prints replies through
  /// this, whatever the data source already cleaned.
  public static func printable(_ text: String, keepingNewlines: Bool = true) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.utf8.count)
    /// Where a terminal escape sequence stands: after ESC, inside CSI ("ESC [" … final byte), or inside
    /// OSC ("ESC ]" … BEL or ESC \\), whose text (a window title) must not leak either.
    enum Escape { case none, started, control, command }
    var escape = Escape.none
    for scalar in text.unicodeScalars {
      switch escape {
      case .started:
        escape = scalar == "[" ? .control : scalar == "]" ? .command : .none
        continue
      case .control:
        if (0x40...0x7E).contains(scalar.value) { escape = .none }
        continue
      case .command:
        if scalar == "\u{07}" || scalar == "\u{9C}" { escape = .none }
        if scalar == "\u{1B}" { escape = .started }
        continue
      case .none: break
      }
      switch scalar.value {
      case 0x1B: escape = .started
      case 0x9B: escape = .control
      case 0x9D: escape = .command
      case 0x0A: result.unicodeScalars.append(keepingNewlines ? "\n" : " ")
      case 0x09, 0x0D: result.unicodeScalars.append(" ")
      case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: continue
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
