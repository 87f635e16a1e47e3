import Foundation

/// An exclusive lock between processes, held while a read-modify-write of a state file runs: an
/// advisory `flock` on a private (0600) sibling file such as `profile.json.lock`. The kernel drops it
/// when its holder exits, however it exits, so a killed writer never leaves it stuck.
enum FileLock {
  /// Why the lock could not be had.
  enum Failure: Error, Equatable {
    case cannotOpen(Int32)
    case timedOut
  }

  /// Runs `body` while holding the lock on `file` (created if missing, with its folder), waiting at
  /// most `patience` for another holder: a save takes milliseconds, so a longer wait is a stuck holder.
  static func withExclusiveLock<T>(
    on file: URL, patience: TimeInterval = 10, _ body: () throws -> T
  ) throws -> T {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(file.path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Failure.cannotOpen(errno) }
    defer { close(descriptor) }
    let deadline = Date().addingTimeInterval(patience)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else { throw Failure.cannotOpen(errno) }
      guard Date() < deadline else { throw Failure.timedOut }
      Thread.sleep(forTimeInterval: 0.005)
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
