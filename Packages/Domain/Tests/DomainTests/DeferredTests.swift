import Dispatch
import Synchronization
import Testing

@testable import Domain

/// A deferred value is computed once, on first use, whichever threads ask at once.
@Suite struct DeferredTests {
  @Test func aValue_isComputedOnFirstUseOnly() {
    let computations = Atomic<Int>(0)
    let deferred = Deferred<[Int]> {
      computations.add(1, ordering: .relaxed)
      return [1, 2, 3]
    }
    #expect(deferred.computed == nil)
    #expect(computations.load(ordering: .relaxed) == 0)

    #expect(deferred.value == [1, 2, 3])
    #expect(deferred.value == [1, 2, 3])

    #expect(deferred.computed == [1, 2, 3])
    #expect(computations.load(ordering: .relaxed) == 1)
  }

  @Test func threadsAskingAtOnce_computeItOnceAndAllSeeIt() {
    let computations = Atomic<Int>(0)
    let deferred = Deferred<String> {
      computations.add(1, ordering: .relaxed)
      return String(repeating: "x", count: 100)
    }
    let seen = Mutex<[Int]>([])

    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let length = deferred.value.count
      seen.withLock { $0.append(length) }
    }

    #expect(computations.load(ordering: .relaxed) == 1)
    #expect(seen.withLock { $0 } == Array(repeating: 100, count: 64))
  }

  @Test func valueAfterUses_isNilForThatManyAsks_thenComputesIt() {
    let deferred = Deferred<Int> { 42 }
    for _ in 0..<3 { #expect(deferred.value(afterUses: 3) == nil) }
    #expect(deferred.computed == nil)

    #expect(deferred.value(afterUses: 3) == 42)
    #expect(deferred.computed == 42)
  }

  @Test func valueAfterUses_givesAValueComputedOtherwiseAtOnce() {
    let deferred = Deferred<Int> { 7 }
    _ = deferred.value

    #expect(deferred.value(afterUses: 1_000) == 7)
  }
}
