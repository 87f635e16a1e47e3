/// Cleans text that arrives from outside (a live source, a cache file) before it becomes a `Country`.
///
/// It lives in CountriesAPI because every way data enters the app (both mappers and the record codec) is here;
/// Presentation's `DisplayText` is the separate guard for what people type.
public enum IncomingText {
  /// Removes terminal escape sequences, C0 and C1 controls (DEL included) and bidi overrides and isolates;
  /// tabs and line breaks become spaces. Ordinary text, marks such as U+200E and emoji are kept.
  public static func cleaned(_ text: String) -> String {
    guard needsCleaning(text.utf8) else { return text }
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscapeSequence(&scalars)
      } else if scalar == "\t" || scalar == "\n" || scalar == "\r" {
        result.append(" ")
      } else if !isUnwanted(scalar) {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether UTF-8 bytes hold anything `cleaned` removes, read on the bytes: almost no text does, and
  /// the record codec asks this of every field it decodes.
  static func needsCleaning(_ bytes: some Sequence<UInt8>) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F { return true }
      // U+0080–U+009F are C2 80–9F; U+202A–U+202E are E2 80 AA–AE; U+2066–U+2069 are E2 81 A6–A9.
      if previous == 0xC2 && byte < 0xA0 { return true }
      if beforePrevious == 0xE2
        && ((previous == 0x80 && (0xAA...0xAE).contains(byte))
          || (previous == 0x81 && (0xA6...0xA9).contains(byte)))
      {
        return true
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }

  private static func isUnwanted(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Skips what follows an ESC: a CSI sequence up to its final byte, a string sequence (OSC, DCS, APC, PM,
  /// SOS) up to BEL or the string terminator, or the one character of any other escape.
  private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard let kind = scalars.next() else { return }
    switch kind {
    case "[":
      while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
    case "]", "P", "_", "^", "X":
      var previous: Unicode.Scalar = kind
      while let scalar = scalars.next() {
        if scalar == "\u{07}" || scalar == "\u{9C}" || (previous == "\u{1B}" && scalar == "\\") {
          return
        }
        previous = scalar
      }
    default: return
    }
  }
}
