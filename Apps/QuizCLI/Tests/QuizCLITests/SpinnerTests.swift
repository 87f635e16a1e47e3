import Foundation
import Synchronization
import Testing

@testable import QuizCLI

@Suite struct SpinnerTests {
  @Test func stop_erasesBeforeReturningAndNothingIsWrittenAfter() {
    let screen = Screen()
    let sut = Spinner(isEnabled: true, write: screen.write)
    sut.start()
    Thread.sleep(forTimeInterval: 0.2)

    sut.stop()
    let atStop = screen.writes
    Thread.sleep(forTimeInterval: 0.3)

    #expect(atStop.first?.contains("Fetching country data") == true)
    #expect(atStop.last == Spinner.erase)
    #expect(screen.writes == atStop)
  }

  @Test func nestedStarts_eraseOnlyWhenTheLastOneStops() {
    let screen = Screen()
    let sut = Spinner(isEnabled: true, write: screen.write)
    sut.start()
    sut.start()

    sut.stop()
    let afterFirstStop = screen.writes.filter { $0 == Spinner.erase }.count
    sut.stop()

    #expect(afterFirstStop == 0)
    #expect(screen.writes.last == Spinner.erase)
  }

  @Test func disabledSpinner_writesNothing() {
    let screen = Screen()
    let sut = Spinner(isEnabled: false, write: screen.write)

    sut.start()
    Thread.sleep(forTimeInterval: 0.1)
    sut.stop()

    #expect(screen.writes.isEmpty)
  }
}

/// What the spinner wrote, in order.
private final class Screen: Sendable {
  private let collected = Mutex<[String]>([])
  var writes: [String] { collected.withLock { $0 } }
  func write(_ text: String) { collected.withLock { $0.append(text) } }
}
