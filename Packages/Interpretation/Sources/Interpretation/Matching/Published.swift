import Synchronization

/// An object made once and then read by every thread without a lock: the index of a compiled table,
/// made once the table was searched `threshold` times in one process (a one-shot never gets there).
/// A lock taken on every word of every line made the daemon's threads wait on each other, and
/// `AtomicLazyReference` looked up its `Unmanaged` type's metadata on every load.
final class Published: Sendable {
  /// The object's address once published (retained here), 0 before.
  private let address = Atomic<UInt>(0)
  private let uses = Atomic<Int>(0)
  private let threshold: Int

  init(after threshold: Int = SortedLines.searchesBeforeIndexing) {
    self.threshold = threshold
  }

  /// The object once published, or `make`'s, published, on the use after the threshold; nil before.
  func object(making make: () -> AnyObject) -> AnyObject? {
    if let object = load() { return object }
    guard uses.add(1, ordering: .relaxed).newValue > threshold else { return nil }
    return publish(make())
  }

  /// Whether the object has been published.
  var isPublished: Bool { address.load(ordering: .acquiring) != 0 }

  /// The object, once published.
  private func load() -> AnyObject? {
    let bits = address.load(ordering: .acquiring)
    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Publishes `object` unless another thread did first; the published object either way.
  private func publish(_ object: AnyObject) -> AnyObject {
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
