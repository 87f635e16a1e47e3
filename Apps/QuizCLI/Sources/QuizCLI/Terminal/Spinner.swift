import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A spinner on standard error while something slow (a network fetch) runs. Nested starts share one
/// spinner; it is erased when the last one stops. Does nothing unless enabled (stderr is a terminal).
public final class Spinner: Sendable {
  private let isEnabled: Bool
  private let write: @Sendable (String) -> Void
  private let state = Mutex<(active: Int, generation: Int)>((0, 0))
  private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// `write` shows a frame or the erase; standard error by default.
  public init(
    isEnabled: Bool, write: @escaping @Sendable (String) -> Void = Spinner.writeError
  ) {
    self.isEnabled = isEnabled
    self.write = write
  }

  public func start() {
    guard isEnabled else { return }
    let generation: Int? = state.withLock { state in
      state.active += 1
      guard state.active == 1 else { return nil }
      state.generation += 1
      return state.generation
    }
    guard let generation else { return }
    Thread { [self] in spin(generation) }.start()
  }

  /// Erases the spinner before returning when this was the last start, so the next output (the reply,
  /// the prompt) never has an erase code land after it.
  public func stop() {
    guard isEnabled else { return }
    state.withLock { state in
      state.active = max(0, state.active - 1)
      guard state.active == 0 else { return }
      state.generation += 1
      write(Self.erase)
    }
  }

  private func spin(_ generation: Int) {
    var frame = 0
    // Each frame is written under the lock, so none can follow the erase that `stop` writes.
    while state.withLock({ state in
      guard state.active > 0 && state.generation == generation else { return false }
      write("\r\(Self.frames[frame % Self.frames.count]) Fetching country data…")
      return true
    }) {
      frame += 1
      usleep(80_000)
    }
  }

  /// Back to the start of the line, cleared.
  public static let erase = "\r\u{1B}[K"

  public static func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
