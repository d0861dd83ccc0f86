/// The clock an `HTTPServer` measures its deadlines with: idle, head, body and write timeouts,
/// the linger after a last answer and the grace period of `stop()`.
///
/// The event loops read it after every wake-up and wait in `poll` for at most a tenth of the
/// shortest deadline (between 5 and 100 milliseconds) of real time, so a clock that a test moves
/// by hand is noticed within that much real time. `stop()` waits for its loops at most
/// `shutdownGracePeriod` plus a second of real time, whatever this clock says.
public struct HTTPServerClock: Sendable {
  /// The current instant on this clock.
  public let now: @Sendable () -> ContinuousClock.Instant

  /// Creates a clock that reads the time from `now`; it must never run backwards.
  public init(now: @escaping @Sendable () -> ContinuousClock.Instant) {
    self.now = now
  }

  /// The system's continuous clock: what a server uses unless it is given another.
  public static let continuous = HTTPServerClock { ContinuousClock.now }
}
