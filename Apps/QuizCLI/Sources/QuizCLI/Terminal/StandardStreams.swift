import Domain
import Presentation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams: whether they are terminals, and unbuffered-enough writing. A failed
/// write to standard output is remembered (`outputError`), so the command can say so and exit non-zero
/// instead of reporting success for an answer nobody received.
public struct StandardStreams: Sendable {
  private let firstOutputError = SharedError()

  public init() {}

  /// The first error writing to standard output, as `errno`; nil while every write succeeded.
  public var outputError: Int32? { firstOutputError.value }

  /// The system's words for an `errno` value.
  public static func describe(_ error: Int32) -> String { String(cString: strerror(error)) }

  public var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
  public var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  public func write(_ text: String) {
    guard firstOutputError.value == nil else { return }
    var bytes = Array(text.utf8)
    if let error = writeAll(STDOUT_FILENO, &bytes) { firstOutputError.record(error) }
  }

  public func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = writeAll(STDERR_FILENO, &bytes)
  }

  /// One line of standard input without its newline ("\n" or "\r\n"), or nil at end of input.
  /// Invalid UTF-8 is repaired. A line over `LineLimit.characters` is `.tooLong`: past
  /// `maximumLineBytes` its bytes are read and dropped, so a line of a gigabyte costs no memory.
  public func readLine() -> InputLine? {
    guard let (text, isCut) = readRawLine(maximumBytes: Self.maximumLineBytes) else { return nil }
    return isCut ? .tooLong(start: InputLine.start(of: text)) : InputLine(text)
  }

  /// One line of standard input without its newline, or nil at end of input: its first
  /// `maximumBytes` bytes (invalid UTF-8 repaired), and whether the rest was read and dropped.
  public func readRawLine(maximumBytes: Int) -> (text: String, isCut: Bool)? {
    var bytes: [UInt8] = []
    var isCut = false
    var character = getchar_unlocked()
    guard character != EOF else { return nil }
    while character != EOF && character != 0x0A {
      if bytes.count < maximumBytes {
        bytes.append(UInt8(truncatingIfNeeded: character))
      } else {
        isCut = true
      }
      character = getchar_unlocked()
    }
    if character == 0x0A && !isCut && bytes.last == 0x0D { bytes.removeLast() }
    return (String(decoding: bytes, as: UTF8.self), isCut)
  }

  /// More bytes than any line within `LineLimit.characters` takes (a character is rarely over 32).
  static let maximumLineBytes = LineLimit.characters * 32

  /// Nil when every byte was written, else the `errno` that stopped it.
  private func writeAll(_ descriptor: Int32, _ bytes: inout [UInt8]) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }
}

/// The first error of a stream, shared by the copies of a `StandardStreams` value.
private final class SharedError: Sendable {
  private let first = Mutex<Int32?>(nil)

  var value: Int32? { first.withLock { $0 } }

  func record(_ error: Int32) {
    first.withLock { if $0 == nil { $0 = error } }
  }
}
