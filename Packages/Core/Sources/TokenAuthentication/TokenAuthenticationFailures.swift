/// How a ``TokenAuthenticator`` says its own failures in its callers' error type, `Failure`:
/// one closure per failure, so the wrapper hands its callers a `Failure` and no error of its own.
///
/// Each closure gets what the wrapper has: the error it would attach (a second rejection, the
/// refresh's or the store's error, all `Failure`s already) and `originalError`, the invalid-token
/// error that led to the refresh, when there was one. ``untyped`` says them as
/// ``TokenAuthenticationError`` values for callers whose errors are untyped.
public struct TokenAuthenticationFailures<Failure: Error>: Sendable {
  /// No credential is stored: log in first. The body did not run.
  public var missingCredential: @Sendable () -> Failure
  /// A logout (or another login) ended the session while the call waited.
  public var loggedOut: @Sendable (_ originalError: Failure?) -> Failure
  /// The calling task was cancelled before the call, or while it waited for a load or refresh;
  /// the body did not run with a new token.
  public var cancelled: @Sendable () -> Failure
  /// The server rejected the token again after a refresh; `error` is the second rejection.
  public var invalidToken: @Sendable (_ error: Failure, _ originalError: Failure) -> Failure
  /// The refresh failed with a transient error; the credential is kept.
  public var refreshFailed: @Sendable (_ error: Failure, _ originalError: Failure?) -> Failure
  /// The token endpoint rejected the refresh token: the credential was cleared.
  public var loginExpired: @Sendable (_ refreshError: Failure, _ originalError: Failure?) -> Failure
  /// The refresh window is full; no refresh was attempted.
  public var excessiveRefresh: @Sendable (_ originalError: Failure?) -> Failure
  /// The refresh took longer than the policy's timeout.
  public var refreshTimedOut: @Sendable (_ originalError: Failure?) -> Failure
  /// The refresh closure called the wrapper it refreshes for.
  public var reentrantRefresh: @Sendable () -> Failure
  /// Reading the credential store failed with `error`.
  public var credentialStoreFailed: @Sendable (_ error: Failure) -> Failure
  /// A refreshed credential could not be saved (`error` is the store's); the body did not run
  /// with it.
  public var credentialNotSaved: @Sendable (_ error: Failure, _ originalError: Failure?) -> Failure

  /// Creates the wrapper's vocabulary from one closure per failure.
  public init(
    missingCredential: @escaping @Sendable () -> Failure,
    loggedOut: @escaping @Sendable (_ originalError: Failure?) -> Failure,
    cancelled: @escaping @Sendable () -> Failure,
    invalidToken: @escaping @Sendable (_ error: Failure, _ originalError: Failure) -> Failure,
    refreshFailed: @escaping @Sendable (_ error: Failure, _ originalError: Failure?) -> Failure,
    loginExpired:
      @escaping @Sendable (_ refreshError: Failure, _ originalError: Failure?) -> Failure,
    excessiveRefresh: @escaping @Sendable (_ originalError: Failure?) -> Failure,
    refreshTimedOut: @escaping @Sendable (_ originalError: Failure?) -> Failure,
    reentrantRefresh: @escaping @Sendable () -> Failure,
    credentialStoreFailed: @escaping @Sendable (_ error: Failure) -> Failure,
    credentialNotSaved:
      @escaping @Sendable (_ error: Failure, _ originalError: Failure?) -> Failure
  ) {
    self.missingCredential = missingCredential
    self.loggedOut = loggedOut
    self.cancelled = cancelled
    self.invalidToken = invalidToken
    self.refreshFailed = refreshFailed
    self.loginExpired = loginExpired
    self.excessiveRefresh = excessiveRefresh
    self.refreshTimedOut = refreshTimedOut
    self.reentrantRefresh = reentrantRefresh
    self.credentialStoreFailed = credentialStoreFailed
    self.credentialNotSaved = credentialNotSaved
  }
}

extension TokenAuthenticationFailures where Failure == any Error {
  /// Each failure as the ``TokenAuthenticationError`` case of its name, and a cancelled call as
  /// `CancellationError`.
  public static var untyped: Self {
    Self(
      missingCredential: { TokenAuthenticationError.missingCredential },
      loggedOut: { TokenAuthenticationError.loggedOut(originalError: $0) },
      cancelled: { CancellationError() },
      invalidToken: { TokenAuthenticationError.invalidToken(error: $0, originalError: $1) },
      refreshFailed: { TokenAuthenticationError.refreshFailed(error: $0, originalError: $1) },
      loginExpired: {
        TokenAuthenticationError.loginExpired(refreshError: $0, originalError: $1)
      },
      excessiveRefresh: { TokenAuthenticationError.excessiveRefresh(originalError: $0) },
      refreshTimedOut: { TokenAuthenticationError.refreshTimedOut(originalError: $0) },
      reentrantRefresh: { TokenAuthenticationError.reentrantRefresh },
      credentialStoreFailed: { TokenAuthenticationError.credentialStoreFailed(error: $0) },
      credentialNotSaved: {
        TokenAuthenticationError.credentialNotSaved(error: $0, originalError: $1)
      })
  }
}
