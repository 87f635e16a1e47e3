import Synchronization

/// An object made once and then read by every thread without a lock: the indexes of compiled tables
/// searched often. A lock taken on every word of every line made the daemon's threads wait on each
/// other, and `AtomicLazyReference` looked up its `Unmanaged` type's metadata on every load.
final class Published: Sendable {
  /// The object's address once published (retained here), 0 before.
  private let address = Atomic<UInt>(0)

  init() {}

  /// The object, once published.
  func load() -> AnyObject? {
    let bits = address.load(ordering: .acquiring)
    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Publishes `object` unless another thread did first; the published object either way.
  func publish(_ object: AnyObject) -> AnyObject {
    let retained = Unmanaged<AnyObject>.passRetained(object)
    let bits = UInt(bitPattern: retained.toOpaque())
    if address.compareExchange(expected: 0, desired: bits, ordering: .acquiringAndReleasing)
      .exchanged
    {
      return object
    }
    retained.release()
    return load() ?? object
  }

  deinit {
    if let pointer = UnsafeRawPointer(bitPattern: address.load(ordering: .acquiring)) {
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
  }
}
