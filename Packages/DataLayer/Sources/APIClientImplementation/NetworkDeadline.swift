import Synchronization

/// When the network work of one command, or of one action in `conf app`, began: the origin of
/// the deadline (`RetryPolicy.timeout`) that every `RetryingTransport` sharing it keeps; and
/// whether the server was found unreachable meanwhile, so that the action's other requests
/// fail at once instead of each trying again.
///
/// It starts with the first request sent after it was made or last restarted; the app restarts
/// it at each thing the person does, so an app left open for hours has a whole budget for its
/// next load, as a fresh command has.
public final class NetworkDeadline: Sendable {
  private let start = Mutex<Duration?>(nil)
  private let unreachable = Mutex<String?>(nil)

  /// Creates a deadline that starts with the next request.
  public init() {}

  /// Forgets the origin and that the server was unreachable: the next request starts the
  /// deadline again and is sent.
  public func restart() {
    start.withLock { $0 = nil }
    unreachable.withLock { $0 = nil }
  }

  /// Why the server could not be reached, when a request of this action found it so.
  var unreachableReason: String? {
    unreachable.withLock { $0 }
  }

  /// Notes that the server could not be reached, for the action's later requests.
  func noteUnreachable(reason: String) {
    unreachable.withLock { $0 = $0 ?? reason }
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
