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
  /// The descriptors handed over and not yet taken, and whether the loop has stopped taking them.
  private let arrivals = Mutex<(descriptors: [Int32], isClosed: Bool)>(([], false))

  init() { wake = cepoll_eventfd() }

  deinit {
    for descriptor in takeArrivals() { close(descriptor) }
    close(wake)
  }

  /// Gives the loop an accepted connection's descriptor and wakes it; false, taking nothing, once the
  /// loop has returned from `run()` (the caller then keeps or closes the connection).
  func hand(_ descriptor: Int32) -> Bool {
    let taken = arrivals.withLock { arrivals in
      guard !arrivals.isClosed else { return false }
      arrivals.descriptors.append(descriptor)
      return true
    }
    if taken { signal() }
    return taken
  }

  /// The descriptors handed over since the last call.
  func takeArrivals() -> [Int32] {
    arrivals.withLock { arrivals in
      defer { arrivals.descriptors.removeAll(keepingCapacity: true) }
      return arrivals.descriptors
    }
  }

  /// The descriptors handed over and not yet taken; no more are taken after this.
  func stopTaking() -> [Int32] {
    arrivals.withLock { arrivals in
      arrivals.isClosed = true
      defer { arrivals.descriptors.removeAll() }
      return arrivals.descriptors
    }
  }

  func signal() {
    var one: UInt64 = 1
    _ = write(wake, &one, 8)
  }
}
