#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output terminal's width in columns, asked afresh each time so a resized window is followed.
enum TerminalSize {
  static func columns(fallback: Int = 80) -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return fallback
    }
    return Int(size.ws_col)
  }
}
