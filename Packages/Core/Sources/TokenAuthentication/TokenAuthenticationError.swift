/// Why ``TokenAuthenticator/authenticated(canRetry:_:)`` failed, when the failure is the wrapper's
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
  case loginExpired(refreshError: any Error, originalError: (any Error)?)
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
  /// The token endpoint issued a new credential but the store could not save it (`error` is
  /// the store's), so the body did not run with it. The new credential is in use in memory;
  /// under refresh-token rotation the stored one is spent, so a process that starts afresh may
  /// have to log in again.
  case credentialNotSaved(error: any Error, originalError: (any Error)?)

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
    case .loginExpired(let error, _):
      return "The login has expired: the token endpoint rejected the refresh token (\(error)). "
        + "Log in again."
    case .excessiveRefresh:
      return "The access token was refreshed too often in a short time, so no new refresh was "
        + "attempted. Wait a little and try again; if it persists, the server rejects fresh tokens."
    case .loggedOut:
      return "The login ended (logout or another login) while this call waited for a token "
        + "refresh. Log in again to continue."
    case .refreshTimedOut:
      return "Refreshing the access token took longer than the timeout. Try again."
    case .reentrantRefresh:
      return "The refresh closure called the authenticated wrapper it refreshes for, which would "
        + "wait on itself. Send the refresh request without the wrapper."
    case .credentialStoreFailed(let error):
      return "Reading the stored credential failed (\(error)). Check the credential store, "
        + "or log in again."
    case .credentialNotSaved(let error, _):
      return "The access token was refreshed, but saving the new credential failed (\(error)). "
        + "Fix the credential store; if the session is lost, log in again."
    }
  }

  /// Same case, and attached errors of the same type and rendering.
  public static func == (lhs: TokenAuthenticationError, rhs: TokenAuthenticationError) -> Bool {
    lhs.fingerprint == rhs.fingerprint
  }

  /// The case name and, for each attached error, its type and `String(reflecting:)` rendering.
  private var fingerprint: [String] {
    let (name, errors): (String, [(any Error)?]) =
      switch self {
      case .missingCredential: ("missingCredential", [])
      case .invalidToken(let error, let original): ("invalidToken", [error, original])
      case .refreshFailed(let error, let original): ("refreshFailed", [error, original])
      case .loginExpired(let error, let original): ("loginExpired", [error, original])
      case .excessiveRefresh(let original): ("excessiveRefresh", [original])
      case .loggedOut(let original): ("loggedOut", [original])
      case .refreshTimedOut(let original): ("refreshTimedOut", [original])
      case .reentrantRefresh: ("reentrantRefresh", [])
      case .credentialStoreFailed(let error): ("credentialStoreFailed", [error])
      case .credentialNotSaved(let error, let original): ("credentialNotSaved", [error, original])
      }
    return [name]
      + errors.map { error in
        error.map { String(reflecting: type(of: $0)) + ": " + String(reflecting: $0) } ?? "nil"
      }
  }
}
