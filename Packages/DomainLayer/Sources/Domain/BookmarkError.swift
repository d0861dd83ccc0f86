/// Why bookmarks could not be read or changed, phrased as what happens next.
public enum BookmarkError: LoginRequiringError {
  /// No session has this identifier.
  case sessionNotFound(Session.ID)
  /// The call needs a login that is missing, has ended or was refused (login problems only).
  case account(AccountError)
  /// The backend gave no usable answer.
  case connectivity(ConnectivityError)
  /// The stored login could not be read or written.
  case storage(StorageError)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .sessionNotFound(let id): "no session with id '\(id)'"
    case .account(let error): error.description
    case .connectivity(let error): error.description
    case .storage(let error): error.description
    }
  }

  /// `.changeInput` for an unknown session, otherwise the wrapped error's.
  public var recovery: Recovery {
    switch self {
    case .sessionNotFound: .changeInput
    case .account(let error): error.recovery
    case .connectivity(let error): error.recovery
    case .storage(let error): error.recovery
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .sessionNotFound: "Search the programme to find the session's id."
    case .account(let error): error.recoverySuggestion
    case .connectivity(let error): error.recoverySuggestion
    case .storage(let error): error.recoverySuggestion
    }
  }

  /// A stable `snake_case` name for analytics properties; never carries details.
  public var analyticsName: String {
    switch self {
    case .sessionNotFound: "unknown_session"
    case .account(let error): error.analyticsName
    case .connectivity(let error): error.analyticsName
    case .storage(let error): error.analyticsName
    }
  }

  /// The wrapped connectivity failure, if that is what this is.
  public var connectivity: ConnectivityError? {
    if case .connectivity(let error) = self { error } else { nil }
  }
}
