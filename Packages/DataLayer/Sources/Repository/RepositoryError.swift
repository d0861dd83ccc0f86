/// Why a repository call failed, named by where it failed: the network, the backend's answer,
/// the local store, or the stored login.
///
/// UseCaseImplementation turns it into a domain error with one exhaustive switch per feature.
public enum RepositoryError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Network: no answer arrived (unreachable, timed out) and nothing usable was cached.
  case offline(reason: String)
  /// Network: the caller cancelled the request; it never falls back to a cached copy.
  case cancelled
  /// Network: the request cannot be sent as given (for example no URL can be built from the
  /// server's address); sending it again will not help.
  case invalidRequest(reason: String)
  /// Backend: it answered "not found" with this code (for example `session_not_found`).
  case notFound(code: String)
  /// Backend: the server answered 404 without one of the API's not-found codes, so no
  /// conference API is served at this address (a wrong base URL, or another server); `request`
  /// is the method and URL that answered, without the query.
  case unknownEndpoint(request: String)
  /// Backend: it refused the input (4xx other than not-found and auth) with a code and message.
  case rejected(status: Int, code: String, message: String)
  /// Backend: it refused the action until the time it named (`opensAt`, ISO 8601), with this
  /// code (for example `check_in_not_open`).
  case notYetOpen(code: String, opensAt: String)
  /// Backend: it failed (5xx) or sent something that is not a valid HTTP answer.
  case serverFailure(reason: String)
  /// Backend: a success answer whose body this client cannot read.
  case unreadableResponse(reason: String)
  /// Local store: a file failed; `reason` says how and what to do (never contains secrets).
  case storage(reason: String)
  /// Local store: a file could not be written because the disk is full; `reason` says which
  /// and what to do (never contains secrets).
  case storageFull(reason: String)
  /// Stored login: no one is logged in.
  case notAuthenticated
  /// Stored login: it ended and could not be renewed: log in again.
  case sessionExpired
  /// Backend: the email or password was wrong.
  case invalidCredentials
  /// Stored login: the file was refused (exposed to other users, owned by someone else, a link,
  /// damaged ...), so no one counts as logged in; `reason` says what to do and never holds a
  /// token.
  case credentialsRefused(reason: String)

  /// What happened, in one line.
  public var description: String {
    switch self {
    case .offline(let reason): "backend unreachable: \(reason)"
    case .cancelled: "request cancelled"
    case .invalidRequest(let reason): "the request cannot be sent: \(reason)"
    case .notFound(let code): "not found (\(code))"
    case .unknownEndpoint(let request): "no conference API: \(request) answered 404"
    case .rejected(let status, let code, let message): "rejected (\(status) \(code)): \(message)"
    case .notYetOpen(let code, let opensAt): "not open yet (\(code)); opens at \(opensAt)"
    case .serverFailure(let reason): "server failure: \(reason)"
    case .unreadableResponse(let reason): "unreadable response: \(reason)"
    case .storage(let reason): "local storage failure: \(reason)"
    case .storageFull(let reason): "local storage full: \(reason)"
    case .notAuthenticated: "not logged in"
    case .sessionExpired: "session expired"
    case .invalidCredentials: "wrong email or password"
    case .credentialsRefused(let reason): reason
    }
  }
}
