import Foundation
import Synchronization
import TokenAuthentication

/// A wall clock and a monotonic clock that move only when told; sleeping is real.
final class ManualClock: Sendable {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  private let readings = Mutex((wall: ManualClock.start, monotonic: Duration.zero))

  var now: Date { readings.withLock { $0.wall } }

  func advanceWall(by seconds: TimeInterval) {
    readings.withLock { $0.wall.addTimeInterval(seconds) }
  }

  func advanceMonotonic(by duration: Duration) {
    readings.withLock { $0.monotonic += duration }
  }

  var clock: TokenAuthenticationClock {
    TokenAuthenticationClock(
      now: { self.readings.withLock { $0.wall } },
      monotonicNow: { self.readings.withLock { $0.monotonic } },
      sleep: { try await Task.sleep(for: $0) }
    )
  }
}
