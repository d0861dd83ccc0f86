import Foundation
import Synchronization

/// A clock that stands still until a test moves it.
final class TestClock: Sendable {
  private let current: Mutex<Date>

  init(_ start: Date = TestBackend.referenceDate) {
    current = Mutex(start)
  }

  var now: Date { current.withLock { $0 } }

  func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
