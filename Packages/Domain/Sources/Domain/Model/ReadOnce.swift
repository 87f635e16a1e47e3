import Synchronization

/// A value given, or read on first use (a country's details, a data set's lists); equal and hashed by
/// value. Once read, it is read without the lock: a flag published after the value is written says
/// so (double-checked, with acquire and release ordering). The value lives behind a pointer, so a
/// field is read in place (no copy of the whole struct, no exclusivity check).
final class ReadOnce<Value: Hashable & Sendable>: @unchecked Sendable, Hashable {
  private let stored: UnsafeMutablePointer<Value>
  private let isRead: Atomic<Bool>
  private let reading: Mutex<(@Sendable () -> Value)?>

  init(_ value: Value) {
    stored = .allocate(capacity: 1)
    stored.initialize(to: value)
    isRead = Atomic(true)
    reading = Mutex(nil)
  }

  init(_ read: @escaping @Sendable () -> Value) {
    stored = .allocate(capacity: 1)
    isRead = Atomic(false)
    reading = Mutex(read)
  }

  deinit {
    if isRead.load(ordering: .acquiring) { stored.deinitialize(count: 1) }
    stored.deallocate()
  }

  var isAtHand: Bool { isRead.load(ordering: .acquiring) }

  /// The value, read first when it is not yet: valid as long as the box.
  var pointer: UnsafeMutablePointer<Value> {
    if !isRead.load(ordering: .acquiring) { readNow() }
    return stored
  }

  var value: Value { pointer.pointee }

  private func readNow() {
    reading.withLock { read in
      guard let pending = read else { return }
      stored.initialize(to: pending())
      read = nil
      isRead.store(true, ordering: .releasing)
    }
  }

  static func == (lhs: ReadOnce, rhs: ReadOnce) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
