import Synchronization

/// A value computed once, on first use, safely from any thread.
public final class Deferred<Value: Sendable>: Sendable {
  private let compute: @Sendable () -> Value
  private let stored = Mutex<Value?>(nil)

  public init(_ compute: @escaping @Sendable () -> Value) {
    self.compute = compute
  }

  /// The value if it has been computed; nil, computing nothing, before.
  public var computed: Value? { stored.withLock { $0 } }

  public var value: Value {
    stored.withLock { stored in
      if let stored { return stored }
      let fresh = compute()
      stored = fresh
      return fresh
    }
  }
}
