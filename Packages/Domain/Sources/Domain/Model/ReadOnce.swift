import Synchronization

/// A value given, or read on first use (a country's details, a data set's lists); equal and hashed by
/// value. Once read, it is read without the lock: a flag published after the value is written says
/// so (double-checked, with acquire and release ordering). The value lives behind a pointer, so a
/// field is read in place (no copy of the whole struct, no exclusivity check), allocated when it is
/// read: the bundled snapshot's 250 countries held room for names and details they never read, 96 KB
/// of a one-shot's heap.
///
/// `pointer` is inlined where a country's fields are read, so `country.names.common` loads the one
/// string in place instead of calling a getter that copies (and retains) all of the names.
@usableFromInline final class ReadOnce<Value: Hashable & Sendable>: @unchecked Sendable, Hashable {
  /// Written once, under the lock, before `isRead` says it is; never written again.
  @usableFromInline var stored: UnsafeMutablePointer<Value>?
  @usableFromInline let isRead: Atomic<Bool>
  private let reading: Mutex<(@Sendable () -> Value)?>

  init(_ value: Value) {
    let stored = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    stored.initialize(to: value)
    self.stored = stored
    isRead = Atomic(true)
    reading = Mutex(nil)
  }

  init(_ read: @escaping @Sendable () -> Value) {
    stored = nil
    isRead = Atomic(false)
    reading = Mutex(read)
  }

  deinit {
    guard let stored else { return }
    stored.deinitialize(count: 1)
    stored.deallocate()
  }

  var isAtHand: Bool { isRead.load(ordering: .acquiring) }

  /// The value, read first when it is not yet: valid as long as the box.
  @inlinable var pointer: UnsafeMutablePointer<Value> {
    if !isRead.load(ordering: .acquiring) { readNow() }
    return stored.unsafelyUnwrapped
  }

  var value: Value { pointer.pointee }

  @usableFromInline func readNow() {
    reading.withLock { read in
      guard let pending = read else { return }
      let value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
      value.initialize(to: pending())
      stored = value
      read = nil
      isRead.store(true, ordering: .releasing)
    }
  }

  @usableFromInline static func == (lhs: ReadOnce, rhs: ReadOnce) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
