/// Running totals of a ``TokenAuthenticator``, for tests and dashboards.
public struct TokenAuthenticationMetrics: Sendable, Equatable {
  /// Calls of the refresh closure.
  public var refreshes: Int
  /// Refreshes that threw (transient or terminal).
  public var refreshFailures: Int
  /// Refreshes abandoned by waiters after the timeout.
  public var refreshTimeouts: Int
  /// Refresh results dropped by the generation fence.
  public var discardedRefreshes: Int
  /// Credentials adopted from the store instead of refreshing.
  public var adoptedCredentials: Int
  /// Calls that retried with the current token because theirs was already replaced.
  public var staleTokenRetries: Int
  /// Late rejections answered from the failure latch.
  public var latchedFailures: Int
  /// Calls refused by the refresh window.
  public var excessiveRefreshes: Int
  /// Sessions ended by a terminal refresh error.
  public var sessionExpirations: Int

  /// Creates totals; every count defaults to zero.
  public init(
    refreshes: Int = 0,
    refreshFailures: Int = 0,
    refreshTimeouts: Int = 0,
    discardedRefreshes: Int = 0,
    adoptedCredentials: Int = 0,
    staleTokenRetries: Int = 0,
    latchedFailures: Int = 0,
    excessiveRefreshes: Int = 0,
    sessionExpirations: Int = 0
  ) {
    self.refreshes = refreshes
    self.refreshFailures = refreshFailures
    self.refreshTimeouts = refreshTimeouts
    self.discardedRefreshes = discardedRefreshes
    self.adoptedCredentials = adoptedCredentials
    self.staleTokenRetries = staleTokenRetries
    self.latchedFailures = latchedFailures
    self.excessiveRefreshes = excessiveRefreshes
    self.sessionExpirations = sessionExpirations
  }
}
