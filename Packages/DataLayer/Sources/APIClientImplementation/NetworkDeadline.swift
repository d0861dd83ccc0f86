import Synchronization

/// When the network work of one command, or of one action in `conf app`, began: the origin of
/// the deadline (`RetryPolicy.timeout`) that every `RetryingTransport` sharing it keeps.
///
/// It starts with the first request sent after it was made or last restarted; the app restarts
/// it at each thing the person does, so an app left open for hours has a whole budget for its
/// next load, as a fresh command has.
public final class NetworkDeadline: Sendable {
  private let start = Mutex<Duration?>(nil)

  /// Creates a deadline that starts with the next request.
  public init() {}

  /// Forgets the origin: the next request starts the deadline again.
  public func restart() {
    start.withLock { $0 = nil }
  }

  /// The origin, set to `now` when there is none yet.
  func origin(now: Duration) -> Duration {
    start.withLock { start in
      let origin = start ?? now
      start = origin
      return origin
    }
  }
}
