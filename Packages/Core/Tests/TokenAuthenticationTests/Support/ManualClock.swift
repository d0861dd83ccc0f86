import Foundation
import Synchronization
import TokenAuthentication

/// A wall clock and a monotonic clock that move only when told; sleeping is real.
final class ManualClock: Sendable {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  private let readings = Mutex((wall: ManualClock.start, monotonic: Duration.zero))
  private let readingDelay: @Sendable () -> Void

  /// A clock at `start`; `readingDelay` runs on every reading (B3 uses it to widen races).
  init(readingDelay: @escaping @Sendable () -> Void = {}) {
    self.readingDelay = readingDelay
  }

  var now: Date { readings.withLock { $0.wall } }

  func advanceWall(by seconds: TimeInterval) {
    readings.withLock { $0.wall.addTimeInterval(seconds) }
  }

  func advanceMonotonic(by duration: Duration) {
    readings.withLock { $0.monotonic += duration }
  }

  /// `policy` reading this clock's wall and monotonic time.
  func driving(_ policy: TokenAuthenticationPolicy) -> TokenAuthenticationPolicy {
    var policy = policy
    policy.now = {
      self.readingDelay()
      return self.now
    }
    policy.monotonicNow = {
      self.readingDelay()
      return self.readings.withLock { $0.monotonic }
    }
    return policy
  }
}
