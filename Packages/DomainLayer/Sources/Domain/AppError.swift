/// Why the app could not find out who is logged in: the stored login is kept, unchecked. What
/// `RestoreLoginUseCase` throws, and what the app state holds in `.error`.
///
/// "Nothing stored", "expired" and "refused" are not errors but answers (`RestoredLogin`).
public enum AppError: DomainError {
  /// The backend gave no usable answer.
  case connectivity(ConnectivityError)
  /// The stored login could not be read.
  case storage(StorageError)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .connectivity(let error) where error.problem == .offline:
      "\(error.description), so the login could not be checked"
    case .connectivity(let error): "the login could not be checked: \(error)"
    case .storage(let error): "the login could not be checked: \(error)"
    }
  }

  /// The wrapped error's recovery.
  public var recovery: Recovery {
    switch self {
    case .connectivity(let error): error.recovery
    case .storage(let error): error.recovery
    }
  }

  /// The wrapped error's suggestion.
  public var recoverySuggestion: String {
    switch self {
    case .connectivity(let error): error.recoverySuggestion
    case .storage(let error): error.recoverySuggestion
    }
  }

  /// The wrapped error's name: `offline`, `unavailable`, `incompatible`, `cancelled` or
  /// `storage_failed`.
  public var analyticsName: String {
    switch self {
    case .connectivity(let error): error.analyticsName
    case .storage(let error): error.analyticsName
    }
  }

  /// The wrapped connectivity failure, if that is what this is.
  public var connectivity: ConnectivityError? {
    if case .connectivity(let error) = self { error } else { nil }
  }
}
