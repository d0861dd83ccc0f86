/// Why a repository call failed, as seen from the data layer.
public enum RepositoryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The backend could not be reached and nothing usable was cached.
  case offline(reason: String)
  /// The backend answered "not found" with this code (for example `session_not_found`).
  case notFound(code: String)
  /// The backend refused the input (4xx other than not-found and auth) with a code and message.
  case rejected(status: Int, code: String, message: String)
  /// The backend failed (5xx) or answered something the client cannot read.
  case serverFailure(reason: String)
  /// The local store failed; `reason` says how (never contains secrets).
  case storage(reason: String)
  /// No one is logged in.
  case notAuthenticated
  /// The login session ended and could not be renewed: log in again.
  case sessionExpired
  /// The email or password was wrong.
  case invalidCredentials
  /// The stored credential was refused (exposed to other users, owned by someone else, a link,
  /// damaged ...), so no one counts as logged in; `reason` says what to do and never holds a
  /// token.
  case credentialsRefused(reason: String)

  /// What happened, in one line.
  public var description: String {
    switch self {
    case .offline(let reason): "backend unreachable: \(reason)"
    case .notFound(let code): "not found (\(code))"
    case .rejected(let status, let code, let message): "rejected (\(status) \(code)): \(message)"
    case .serverFailure(let reason): "server failure: \(reason)"
    case .storage(let reason): "local storage failure: \(reason)"
    case .notAuthenticated: "not logged in"
    case .sessionExpired: "session expired"
    case .invalidCredentials: "wrong email or password"
    case .credentialsRefused(let reason): reason
    }
  }
}
