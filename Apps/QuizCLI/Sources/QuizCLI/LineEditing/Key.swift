/// One key press, decoded from the bytes a terminal sends.
public enum Key: Equatable, Sendable {
  case text(String)
  case enter, backspace, delete, left, right, home, end, up, down
  /// Ctrl-A … Ctrl-Z by letter (`.control("a")`), except those named above.
  case control(Character)
  /// An escape sequence the editor does not use (function keys, mouse reports): ignored, never echoed.
  case ignored
}
