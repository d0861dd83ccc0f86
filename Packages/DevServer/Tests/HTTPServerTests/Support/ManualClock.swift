import HTTPServer
import Synchronization

/// A clock for a server's deadlines that stands still until the test moves it, so no deadline
/// passes by accident on a busy machine and each one passes exactly when the test says.
final class ManualClock: Sendable {
  private let origin = ContinuousClock.now
  private let elapsed = Mutex(Duration.zero)

  /// The current instant: the moment the clock was made, plus every `advance(by:)` so far.
  var now: ContinuousClock.Instant {
    origin + elapsed.withLock { $0 }
  }

  /// What to hand an `HTTPServer`.
  var serverClock: HTTPServerClock {
    HTTPServerClock { [self] in now }
  }

  /// Moves the clock forward by `duration`.
  func advance(by duration: Duration) {
    elapsed.withLock { $0 += duration }
  }
}
