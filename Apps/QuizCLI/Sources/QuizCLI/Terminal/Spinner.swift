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
  private let state = Mutex<(active: Int, generation: Int)>((0, 0))
  private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
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

  public func stop() {
    guard isEnabled else { return }
    state.withLock { $0.active = max(0, $0.active - 1) }
  }

  private func spin(_ generation: Int) {
    var frame = 0
    while state.withLock({ $0.active > 0 && $0.generation == generation }) {
      Self.writeError("\r\(Self.frames[frame % Self.frames.count]) Fetching country data…")
      frame += 1
      usleep(80_000)
    }
    Self.writeError("\r\u{1B}[K")
  }

  private static func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
