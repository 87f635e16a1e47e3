#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams: whether they are terminals, and unbuffered-enough writing.
public struct StandardStreams: Sendable {
  public init() {}

  public var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
  public var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    writeAll(STDOUT_FILENO, &bytes)
  }

  public func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    writeAll(STDERR_FILENO, &bytes)
  }

  /// One line of standard input without its newline, or nil at end of input. Invalid UTF-8 is repaired.
  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }

  private func writeAll(_ descriptor: Int32, _ bytes: inout [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
