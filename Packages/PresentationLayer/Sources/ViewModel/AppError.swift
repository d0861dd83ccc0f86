public import Domain

/// Why the app could not find out who is logged in.
public enum AppError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The backend cannot be reached, so the stored login could not be checked (it is kept).
  case offline
  /// The backend or the local store failed; `reason` says how.
  case unavailable(reason: String)

  /// The error that a failed session check means for the app.
  public init(_ error: SessionError) {
    switch error {
    case .offline: self = .offline
    case .unavailable(let reason): self = .unavailable(reason: reason)
    case .notLoggedIn, .expired, .invalidCredentials, .credentialsRefused:
      self = .unavailable(reason: error.description)
    }
  }

  /// A short, stable name without details, for logs: `offline` or `unavailable`.
  public var name: String {
    switch self {
    case .offline: "offline"
    case .unavailable: "unavailable"
    }
  }

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .offline: "the conference backend cannot be reached, so the login could not be checked"
    case .unavailable(let reason): "the login could not be checked: \(reason)"
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .offline: "Check the network connection and try again."
    case .unavailable: "Try again in a few minutes."
    }
  }
}
