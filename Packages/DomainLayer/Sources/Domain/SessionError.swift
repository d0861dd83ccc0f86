/// Why logging in, or something that needs a login, did not work, phrased as what happens next.
///
/// `description` says what happened; `recoverySuggestion` says what the person can do about it.
/// No case carries a password or a token.
public enum SessionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No one is logged in.
  case notLoggedIn
  /// The login session ended and could not be renewed: log in again.
  case expired
  /// The email address or password is wrong.
  case invalidCredentials
  /// The stored login was refused (readable by others, damaged ...), so no one counts as logged
  /// in; `reason` says what happened and what to do.
  case credentialsRefused(reason: String)
  /// The backend cannot be reached.
  case offline
  /// The backend or the local store failed, or answered something unreadable; `reason` says how.
  case unavailable(reason: String)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .notLoggedIn: "you are not logged in"
    case .expired: "your session expired"
    case .invalidCredentials: "the email address or password is wrong"
    case .credentialsRefused(let reason): reason
    case .offline: "the conference backend cannot be reached"
    case .unavailable(let reason): "the account service is unavailable: \(reason)"
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .notLoggedIn: "Log in to continue."
    case .expired: "Log in again."
    case .invalidCredentials: "Check the email address and password, then log in again."
    case .credentialsRefused: "Do what the message says, then log in again."
    case .offline: "Check the network connection and try again."
    case .unavailable: "Try again in a few minutes."
    }
  }

  /// Whether the way forward is to log in (again).
  public var requiresLogIn: Bool {
    switch self {
    case .notLoggedIn, .expired, .invalidCredentials, .credentialsRefused: true
    case .offline, .unavailable: false
    }
  }

  /// Whether trying the same thing again later may succeed.
  public var canRetry: Bool {
    !requiresLogIn
  }
}
