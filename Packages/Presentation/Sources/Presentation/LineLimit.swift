/// The longest line a shell reads as one question or command, whatever the shell (terminal chat,
/// one-shot argument, batch input, daemon request): no question needs more, and a longer line is
/// refused with a usage error before any reading work is spent on it.
public enum LineLimit {
  /// In characters (grapheme clusters), as a person counts them.
  public static let characters = 1_000

  /// Whether `line` is longer than `characters`, counted without walking more than the limit.
  public static func isExceeded(by line: some StringProtocol) -> Bool {
    // A line's UTF-8 bytes are at least as many as its characters, so a short line needs no count.
    guard line.utf8.count > characters else { return false }
    return line.dropFirst(characters).isEmpty == false
  }
}
