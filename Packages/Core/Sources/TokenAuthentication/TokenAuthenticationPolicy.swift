/// The tunable limits of a ``TokenAuthenticator``.
public struct TokenAuthenticationPolicy: Sendable, Equatable {
  /// Refresh before sending when the access token expires within this margin. Applied at most
  /// once per credential, and never to a credential the authenticator has just received.
  public var refreshMargin: Duration
  /// The global refresh limit; `nil` for none.
  public var refreshWindow: RefreshWindow?
  /// How long waiters wait for a refresh before failing with
  /// ``TokenAuthenticationError/refreshTimedOut(originalError:)``; `nil` waits as long as it
  /// takes. On timeout the refresh task is cancelled and the next call may start a new one; under
  /// strict rotation a refresh that completed on the server after the timeout burns the refresh
  /// token, so choose a generous value.
  public var refreshTimeout: Duration?

  /// Creates a policy; the defaults are a 60-second margin, 5 refreshes per 30 seconds and no
  /// timeout.
  public init(
    refreshMargin: Duration = .seconds(60),
    refreshWindow: RefreshWindow? = RefreshWindow(),
    refreshTimeout: Duration? = nil
  ) {
    self.refreshMargin = refreshMargin
    self.refreshWindow = refreshWindow
    self.refreshTimeout = refreshTimeout
  }
}
