import Synchronization

/// A value computed once, on first use, safely from any thread.
public final class Deferred<Value: Sendable>: Sendable {
  private let compute: @Sendable () -> Value
  private let computed = Mutex<Value?>(nil)

  public init(_ compute: @escaping @Sendable () -> Value) {
    self.compute = compute
  }

  public var value: Value {
    computed.withLock { stored in
      if let stored { return stored }
      let fresh = compute()
      stored = fresh
      return fresh
    }
  }
}
