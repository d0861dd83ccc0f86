/// Why logging in, or something that needs a login, did not work, phrased as what happens next.
///
/// `description` says what happened; `recovery` and `recoverySuggestion` say what the person
/// can do about it. No case carries a password or a token.
public enum AccountError: DomainError {
  /// No one is logged in.
  case notLoggedIn
  /// The login ended and could not be renewed: log in again.
  case expired
  /// The email address or password is wrong.
  case invalidCredentials
  /// The stored login was refused (readable by others, damaged ...), so no one counts as logged
  /// in; `reason` says what happened and what to do.
  case credentialsRefused(reason: String)
  /// The backend gave no usable answer.
  case connectivity(ConnectivityError)
  /// The stored login could not be read or written.
  case storage(StorageError)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .notLoggedIn: "you are not logged in"
    case .expired: "your login expired"
    case .invalidCredentials: "the email address or password is wrong"
    case .credentialsRefused(let reason): reason
    case .connectivity(let error): error.description
    case .storage(let error): error.description
    }
  }

  /// `.logInAgain` for the login problems (wrong credentials included: log in again with the
  /// right ones), otherwise the wrapped error's.
  public var recovery: Recovery {
    switch self {
    case .notLoggedIn, .expired, .credentialsRefused, .invalidCredentials: .logInAgain
    case .connectivity(let error): error.recovery
    case .storage(let error): error.recovery
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .notLoggedIn: "Log in to continue."
    case .expired: "Log in again."
    case .invalidCredentials: "Check the email address and password, then log in again."
    case .credentialsRefused: "Do what the message says, then log in again."
    case .connectivity(let error): error.recoverySuggestion
    case .storage(let error): error.recoverySuggestion
    }
  }

  /// Whether the way forward is to log in (again).
  public var requiresLogIn: Bool {
    switch self {
    case .notLoggedIn, .expired, .invalidCredentials, .credentialsRefused: true
    case .connectivity, .storage: false
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  public var analyticsName: String {
    switch self {
    case .notLoggedIn: "not_logged_in"
    case .expired: "session_expired"
    case .invalidCredentials: "wrong_credentials"
    case .credentialsRefused: "credentials_refused"
    case .connectivity(let error): error.analyticsName
    case .storage(let error): error.analyticsName
    }
  }

  /// The wrapped connectivity failure, if that is what this is.
  public var connectivity: ConnectivityError? {
    if case .connectivity(let error) = self { error } else { nil }
  }
}
