import Domain

extension LineLimit {
  /// Whether `line` is longer than `characters`, counted as Unicode scalars as `POST /v1/ask` counts
  /// them, so a line the terminal takes the daemon takes too.
  public static func isExceeded(by line: some StringProtocol) -> Bool {
    // A scalar takes at least one byte of UTF-8, so a line of few bytes needs no count.
    line.utf8.count > characters && line.unicodeScalars.count > characters
  }

  /// The limit as a person reads it: "1,000".
  public static var charactersText: String {
    var text = ""
    for (index, digit) in String(characters).reversed().enumerated() {
      if index > 0 && index.isMultiple(of: 3) { text.append(",") }
      text.append(digit)
    }
    return String(text.reversed())
  }
}
