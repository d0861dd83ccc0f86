/// The global circuit breaker: at most `maximumRefreshes` refreshes per `interval` on the
/// monotonic clock, across all calls of one authenticator.
///
/// A call that needs a refresh beyond the limit fails with
/// ``TokenAuthenticationError/excessiveRefresh(originalError:)`` without contacting the token
/// endpoint. Moving the wall clock does not affect the window.
public struct RefreshWindow: Sendable, Equatable {
  /// The refreshes allowed per interval; `0` disables refreshing.
  public var maximumRefreshes: Int
  /// The length of the sliding window.
  public var interval: Duration
  /// Whether refreshes that fail with a transient error (offline, 5xx, timeout) count.
  public var countsTransientFailures: Bool

  /// Creates a window; the defaults allow 5 refreshes per 30 seconds, counting transient failures.
  public init(
    maximumRefreshes: Int = 5,
    interval: Duration = .seconds(30),
    countsTransientFailures: Bool = true
  ) {
    self.maximumRefreshes = maximumRefreshes
    self.interval = interval
    self.countsTransientFailures = countsTransientFailures
  }
}
