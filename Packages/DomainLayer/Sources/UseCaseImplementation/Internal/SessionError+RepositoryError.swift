import Domain
import Repository

extension SessionError {
  /// Maps a data-layer failure of an account call to what the person can do about it; the one
  /// place this happens.
  init(_ error: RepositoryError) {
    switch error {
    case .notAuthenticated:
      self = .notLoggedIn
    case .sessionExpired:
      self = .expired
    case .invalidCredentials:
      self = .invalidCredentials
    case .credentialsRefused(let reason):
      self = .credentialsRefused(reason: reason)
    case .offline:
      self = .offline
    case .notFound, .rejected, .serverFailure, .storage:
      self = .unavailable(reason: error.unavailableReason)
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  var analyticsName: String {
    switch self {
    case .notLoggedIn: "not_logged_in"
    case .expired: "session_expired"
    case .invalidCredentials: "invalid_credentials"
    case .credentialsRefused: "credentials_refused"
    case .offline: "offline"
    case .unavailable: "unavailable"
    }
  }
}
