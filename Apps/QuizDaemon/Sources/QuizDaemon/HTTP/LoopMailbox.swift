import CEpoll
import Glibc
import Synchronization

/// What other threads may hand one event loop: its eventfd, the connections it holds (read by every
/// loop to choose where a new connection goes) and the descriptors accepted for it by another loop.
///
/// One loop accepts a burst of connections at once (the listener wakes a single loop), so without
/// handing some on, every connection of a client that opens them together lands on that loop and the
/// other cores stay idle (`make bench-daemon` found one loop holding all 64 of wrk's connections).
final class LoopMailbox: Sendable {
  let wake: Int32
  /// Connections this loop holds, counting those handed to it and not yet admitted.
  let connections = Atomic<Int>(0)
  private let arrivals = Mutex<[Int32]>([])

  init() { wake = cepoll_eventfd() }

  deinit {
    for descriptor in takeArrivals() { close(descriptor) }
    close(wake)
  }

  /// Gives the loop an accepted connection's descriptor and wakes it.
  func hand(_ descriptor: Int32) {
    arrivals.withLock { $0.append(descriptor) }
    signal()
  }

  /// The descriptors handed over since the last call.
  func takeArrivals() -> [Int32] {
    arrivals.withLock { pending in
      defer { pending.removeAll(keepingCapacity: true) }
      return pending
    }
  }

  func signal() {
    var one: UInt64 = 1
    _ = write(wake, &one, 8)
  }
}
