/// Why ``TokenAuthenticator/authenticated(retry:_:)`` failed, when the failure is the wrapper's
/// own. Errors the body throws that are not invalid-token errors are rethrown unchanged.
///
/// `originalError` is the invalid-token error that led to the refresh, when there was one.
/// Two values are equal when they have the same case and their attached errors have the same
/// type and the same `String(reflecting:)` rendering.
public enum TokenAuthenticationError: Error, Equatable, CustomStringConvertible {
  /// No credential is stored: log in first. The body did not run.
  case missingCredential
  /// The server rejected the token again after a refresh; the body ran twice. `error` is the
  /// second rejection.
  case invalidToken(error: any Error, originalError: any Error)
  /// The refresh failed with a transient error (offline, 5xx, 429); the credential is kept.
  case refreshFailed(error: any Error, originalError: (any Error)?)
  /// The token endpoint rejected the refresh token (terminal): the credential was cleared and
  /// the person must log in again.
  case sessionExpired(refreshError: any Error, originalError: (any Error)?)
  /// The refresh window is full; no refresh was attempted.
  case excessiveRefresh(originalError: (any Error)?)
  /// A logout (or another login) ended the session while the call waited.
  case loggedOut(originalError: (any Error)?)
  /// The refresh took longer than the policy's timeout.
  case refreshTimedOut(originalError: (any Error)?)
  /// The refresh closure called the wrapper it refreshes for, which would wait on itself.
  case reentrantRefresh
  /// Reading the credential store failed.
  case credentialStoreFailed(error: any Error)

  /// The error underneath: the refresh error, the second rejection or the store error.
  public var underlyingError: (any Error)? {
    switch self {
    case .invalidToken(let error, _), .refreshFailed(let error, _),
      .sessionExpired(let error, _), .credentialStoreFailed(let error):
      return error
    case .missingCredential, .excessiveRefresh, .loggedOut, .refreshTimedOut, .reentrantRefresh:
      return nil
    }
  }

  /// The invalid-token error that led to the refresh, if any.
  public var originalError: (any Error)? {
    switch self {
    case .invalidToken(_, let original):
      return original
    case .refreshFailed(_, let original), .sessionExpired(_, let original),
      .excessiveRefresh(let original), .loggedOut(let original), .refreshTimedOut(let original):
      return original
    case .missingCredential, .reentrantRefresh, .credentialStoreFailed:
      return nil
    }
  }

  /// What happened and what to do about it.
  public var description: String {
    switch self {
    case .missingCredential:
      return "No credential is stored. Log in first."
    case .invalidToken(let error, _):
      return "The server rejected the access token again right after a refresh (\(error)). "
        + "Log in again; if it persists, the server does not accept the tokens it issues."
    case .refreshFailed(let error, _):
      return "Refreshing the access token failed (\(error)). "
        + "Check the connection and try again; the session is kept."
    case .sessionExpired(let error, _):
      return "The session has expired: the token endpoint rejected the refresh token (\(error)). "
        + "Log in again."
    case .excessiveRefresh:
      return "The access token was refreshed too often in a short time, so no new refresh was "
        + "attempted. Wait a little and try again; if it persists, the server rejects fresh tokens."
    case .loggedOut:
      return "The session ended (logout or another login) while this call waited for a token "
        + "refresh. Log in again to continue."
    case .refreshTimedOut:
      return "Refreshing the access token took longer than the timeout. Try again."
    case .reentrantRefresh:
      return "The refresh closure called the authenticated wrapper it refreshes for, which would "
        + "wait on itself. Send the refresh request without the wrapper."
    case .credentialStoreFailed(let error):
      return "Reading the stored credential failed (\(error)). Check the credential store, "
        + "or log in again."
    }
  }

  /// Same case, and attached errors of the same type and rendering.
  public static func == (lhs: TokenAuthenticationError, rhs: TokenAuthenticationError) -> Bool {
    switch (lhs, rhs) {
    case (.missingCredential, .missingCredential), (.reentrantRefresh, .reentrantRefresh):
      return true
    case (
      .invalidToken(let lhsError, let lhsOriginal), .invalidToken(let rhsError, let rhsOriginal)
    ):
      return isSame(lhsError, rhsError) && isSame(lhsOriginal, rhsOriginal)
    case (
      .refreshFailed(let lhsError, let lhsOriginal), .refreshFailed(let rhsError, let rhsOriginal)
    ),
      (
        .sessionExpired(let lhsError, let lhsOriginal),
        .sessionExpired(let rhsError, let rhsOriginal)
      ):
      return isSame(lhsError, rhsError) && isSame(lhsOriginal, rhsOriginal)
    case (.excessiveRefresh(let lhsOriginal), .excessiveRefresh(let rhsOriginal)),
      (.loggedOut(let lhsOriginal), .loggedOut(let rhsOriginal)),
      (.refreshTimedOut(let lhsOriginal), .refreshTimedOut(let rhsOriginal)):
      return isSame(lhsOriginal, rhsOriginal)
    case (.credentialStoreFailed(let lhsError), .credentialStoreFailed(let rhsError)):
      return isSame(lhsError, rhsError)
    case (.missingCredential, _), (.invalidToken, _), (.refreshFailed, _), (.sessionExpired, _),
      (.excessiveRefresh, _), (.loggedOut, _), (.refreshTimedOut, _), (.reentrantRefresh, _),
      (.credentialStoreFailed, _):
      return false
    }
  }

  private static func isSame(_ lhs: (any Error)?, _ rhs: (any Error)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil):
      return true
    case (let lhs?, let rhs?):
      return type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
    default:
      return false
    }
  }
}
