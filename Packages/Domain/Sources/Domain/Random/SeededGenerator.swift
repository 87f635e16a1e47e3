/// SplitMix64: a small generator whose numbers follow from its seed alone, so a game chosen from a
/// seed (a day's challenge, a test's) or a fuzz test's input is the same on every machine and every
/// run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`, by the generator alone (the standard library's algorithms may change).
  public mutating func index(below count: Int) -> Int {
    Int(next() % UInt64(max(1, count)))
  }

  /// `items` in an order drawn from the generator (Fisher–Yates).
  public mutating func shuffled<T>(_ items: [T]) -> [T] {
    var items = items
    for last in items.indices.reversed() where last > 0 {
      items.swapAt(last, index(below: last + 1))
    }
    return items
  }
}
