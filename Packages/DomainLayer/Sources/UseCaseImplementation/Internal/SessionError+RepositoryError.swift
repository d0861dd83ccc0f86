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
    case .notFound(let code):
      self = .unavailable(reason: "the backend has no such resource (\(code))")
    case .rejected(let status, let code, let message):
      self = .unavailable(reason: "the backend refused the request (\(status) \(code)): \(message)")
    case .serverFailure(let reason):
      self = .unavailable(reason: "the backend failed: \(reason)")
    case .storage(let reason):
      self = .unavailable(reason: "the local store failed: \(reason)")
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
