import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running on a real pseudo-terminal (openpty), driven with keystrokes as a person would and
/// read back as the terminal would show it. For end-to-end tests and start-up benchmarks.
public final class PseudoTerminal {
  public let processID: pid_t
  private let master: Int32
  private let slave: Int32
  private var received: [UInt8] = []
  private var exitStatus: Int32?

  /// What the program wrote so far (invalid UTF-8 shown as U+FFFD).
  public var output: String { String(decoding: received, as: UTF8.self) }

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Starts `executable` with the terminal as its stdin, stdout and stderr.
  public init(
    executable: URL, arguments: [String] = [], environment: [String: String],
    columns: UInt16 = 80, rows: UInt16 = 24
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw Failure(description: "openpty failed: errno \(errno)")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, slave, target)
    }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addclose(&actions, slave)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
    guard status == 0 else {
      close(master)
      close(slave)
      throw Failure(description: "posix_spawn \(executable.path) failed: \(status)")
    }
    self.processID = pid
    self.master = master
    self.slave = slave
  }

  deinit {
    if exitStatus == nil {
      kill(processID, SIGKILL)
      var status: Int32 = 0
      waitpid(processID, &status, 0)
    }
    close(master)
    close(slave)
  }

  /// Types text; "\r" is Enter, "\u{1B}[D" the Left arrow, "\u{4}" Ctrl-D.
  public func type(_ keys: String) {
    var bytes = Array(keys.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(master, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Reads until the output, from `after` on, contains `text`; returns that part of the output.
  @discardableResult
  public func waitFor(_ text: String, after offset: Int = 0, timeout: Double = 10) throws -> String
  {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let recent = String(decoding: received.dropFirst(offset), as: UTF8.self)
      if recent.contains(text) { return recent }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0, readSome(timeout: remaining) else {
        throw Failure(
          description:
            "no \(text.debugDescription) within \(timeout) s; saw: \(recent.debugDescription)")
      }
    }
  }

  /// Bytes of output received so far: a mark for `waitFor(_:after:)`.
  public var mark: Int { received.count }

  /// Waits for the program to exit; its exit status, or 128 + signal.
  public func waitForExit(timeout: Double = 10) throws -> Int32 {
    if let exitStatus { return exitStatus }
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      _ = readSome(timeout: 0.02)
      if waitpid(processID, &status, WNOHANG) == processID {
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitStatus = code
        return code
      }
    }
    throw Failure(description: "still running after \(timeout) s; saw: \(output.debugDescription)")
  }

  /// Whether the terminal is in the normal cooked mode (line editing and echo on), as a shell expects.
  public var isCooked: Bool {
    var settings = termios()
    guard tcgetattr(slave, &settings) == 0 else { return false }
    let local = settings.c_lflag
    return local & tcflag_t(ICANON) != 0 && local & tcflag_t(ECHO) != 0
      && local & tcflag_t(ISIG) != 0
  }

  private func readSome(timeout: Double) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, Int32(max(1, timeout * 1000))) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = read(master, &buffer, buffer.count)
    guard count > 0 else { return false }
    received += buffer[0..<count]
    return true
  }
}
