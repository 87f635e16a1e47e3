import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How many connections the process can hold without running out of file descriptors. It must never
/// run out: libdispatch's pool monitor opens `/proc/self/task/…/stat` from time to time and traps
/// when that open fails, so a daemon at its descriptor limit dies (SIGILL) instead of refusing a
/// connection. The connection cap is held below the limit, leaving room for what else opens
/// descriptors (event loops, the log, the fetch helper's pipes, libdispatch).
enum DescriptorBudget {
  /// Descriptors kept free beyond those open at start and the loops' own.
  static let spare = 32

  /// Raises the soft limit to the hard one and gives it; nil when it cannot be read.
  static func raiseLimit() -> Int? {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
    limit.rlim_cur = limit.rlim_max
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
    return limit.rlim_cur > UInt(Int.max) ? Int.max : Int(limit.rlim_cur)
  }

  /// The connection cap: `requested`, or fewer when the descriptor limit leaves less room. `open`: the
  /// descriptors already open; `loops`: event loops, each holding an epoll, an eventfd and up to
  /// `EventLoop.maximumWaiting` accepted connections that wait for a slot.
  static func connections(requested: Int, limit: Int?, open: Int, loops: Int) -> Int {
    guard let limit else { return requested }
    let room = limit - open - loops * (2 + EventLoop.maximumWaiting) - Self.spare
    return max(1, min(requested, room))
  }

  /// The descriptors this process has open now (where `/proc` tells; else a generous guess).
  static func openDescriptors() -> Int {
    let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
    return entries?.count ?? 64
  }
}
