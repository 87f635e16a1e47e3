import Foundation
import Glibc
import Synchronization

/// Writes log lines to a descriptor (stderr) on a thread of its own, so no event loop ever blocks on a log
/// write. Lines wait in a bounded buffer; when the reader falls behind (a full pipe) or is gone (EPIPE),
/// lines are dropped and counted, never waited for. `dropped` is reported in `/metrics`.
public final class LogWriter: Sendable {
  private struct State {
    var pending: [UInt8] = []
    var pendingLines = 0
    var dropped = 0
    var isWriting = false
  }

  private let descriptor: Int32
  private let capacity: Int
  private let onDrop: @Sendable (Int) -> Void
  private let state = Mutex(State())
  private let ready = DispatchSemaphore(value: 0)

  /// `capacity`: bytes that may wait; beyond it new lines are dropped. `onDrop` hears how many each time.
  public init(
    descriptor: Int32 = STDERR_FILENO, capacity: Int = 256 * 1024,
    onDrop: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.descriptor = descriptor
    self.capacity = capacity
    self.onDrop = onDrop
    let thread = Thread { [self] in drain() }
    thread.name = "quizd-log"
    thread.start()
  }

  /// Lines dropped so far because the reader was too slow or gone.
  public var dropped: Int { state.withLock { $0.dropped } }

  /// Queues one line (a newline is added).
  public func write(line: String) {
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    write(bytes, lines: 1)
  }

  /// Queues `lines` lines already joined with newlines; all or none of them are kept.
  public func write(_ bytes: [UInt8], lines: Int) {
    guard !bytes.isEmpty else { return }
    var becameFull = false
    let kept = state.withLock { state in
      guard state.pending.count + bytes.count <= capacity else {
        state.dropped += lines
        return false
      }
      let wasBelow = state.pending.count < Self.wakeThreshold
      state.pending += bytes
      state.pendingLines += lines
      becameFull = wasBelow && state.pending.count >= Self.wakeThreshold
      return true
    }
    if !kept {
      onDrop(lines)
    } else if becameFull {
      ready.signal()
    }
  }

  /// Waits up to `timeout` seconds for the queued lines to be written (at exit).
  public func flush(timeout: Double) {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let done = state.withLock { $0.pending.isEmpty && !$0.isWriting }
      if done { return }
      usleep(5_000)
    }
  }

  /// The writer wakes on its own every `interval`, or early once this much waits: waking it for every
  /// batch of lines cost a context switch per event-loop turn, a fifth of the daemon's time under load.
  static let wakeThreshold = 32 * 1024
  static let interval = DispatchTimeInterval.milliseconds(100)

  private func drain() {
    while true {
      _ = ready.wait(timeout: .now() + Self.interval)
      let (bytes, lines) = state.withLock { state in
        defer {
          state.pending.removeAll(keepingCapacity: true)
          state.pendingLines = 0
        }
        state.isWriting = !state.pending.isEmpty
        return (state.pending, state.pendingLines)
      }
      guard !bytes.isEmpty else { continue }
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes {
          Glibc.write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
        }
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          break
        }
      }
      // A reader that went away (EPIPE, with SIGPIPE ignored) or a broken descriptor loses the rest.
      let lost = offset < bytes.count ? max(1, lines - countLines(bytes[..<offset])) : 0
      state.withLock { state in
        state.dropped += lost
        state.isWriting = false
      }
      if lost > 0 { onDrop(lost) }
    }
  }

  private func countLines(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }
}
