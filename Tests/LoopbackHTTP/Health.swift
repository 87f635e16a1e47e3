import Synchronization

/// A switch a test flips to make its server fail and then recover.
public final class Health: Sendable {
  private let state: Mutex<Bool>
  public init(_ healthy: Bool) { state = Mutex(healthy) }
  public var isHealthy: Bool { state.withLock { $0 } }
  public func set(_ healthy: Bool) { state.withLock { $0 = healthy } }
}
