import Synchronization

/// A value computed once, on first use, safely from any thread.
///
/// Once computed, a read is one acquiring load and a copy, with no lock: a daemon's two event loops read
/// the same indexes for every line, and a `Mutex` there was a lock taken, and generic metadata looked
/// up, several times a line. `@inlinable`, so the read is specialised where it is made.
public final class Deferred<Value: Sendable>: @unchecked Sendable {
  @usableFromInline let compute: @Sendable () -> Value
  /// Set, with release ordering, after `stored` is written; `stored` never changes once it is.
  @usableFromInline let isReady = Atomic<Bool>(false)
  @usableFromInline nonisolated(unsafe) var stored: Value?
  @usableFromInline let computing = Mutex<Void>(())
  private let reads = Atomic<Int>(0)

  public init(_ compute: @escaping @Sendable () -> Value) {
    self.compute = compute
  }

  /// The value if it has been computed; nil, computing nothing, before.
  @inlinable public var computed: Value? {
    isReady.load(ordering: .acquiring) ? stored : nil
  }

  @inlinable public var value: Value {
    if isReady.load(ordering: .acquiring), let stored { return stored }
    return computeOnce()
  }

  /// The value once it has been asked for more than `uses` times this way, or computed otherwise; nil,
  /// computing nothing, before. For what a one-shot does once without it and a daemon does often.
  public func value(afterUses uses: Int) -> Value? {
    if let computed { return computed }
    guard reads.add(1, ordering: .relaxed).newValue > uses else { return nil }
    return value
  }

  /// Computes the value under the lock, unless another thread got there first.
  @usableFromInline func computeOnce() -> Value {
    computing.withLock { _ in
      if isReady.load(ordering: .acquiring), let stored { return stored }
      let fresh = compute()
      stored = fresh
      isReady.store(true, ordering: .releasing)
      return fresh
    }
  }
}
