import Foundation
import Synchronization

/// A clock the test moves by hand.
final class FakeClock: Sendable {
  private let value: Mutex<Int>

  init(_ seconds: Int = 1_795_000_000) { value = Mutex(seconds) }

  var seconds: Int { value.withLock { $0 } }
  var date: Date { Date(timeIntervalSince1970: Double(seconds)) }

  func advance(by seconds: Int) { value.withLock { $0 += seconds } }
}
