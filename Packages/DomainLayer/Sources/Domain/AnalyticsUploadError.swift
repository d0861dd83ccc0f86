/// Why recorded analytics events could not be uploaded. Never shown to people: the events stay
/// on the device and the next command tries again.
public enum AnalyticsUploadError: DomainError {
  /// The backend gave no usable answer.
  case connectivity(ConnectivityError)
  /// The local events file could not be read or updated.
  case storage(StorageError)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .connectivity(let error): error.description
    case .storage(let error): error.description
    }
  }

  /// The wrapped error's.
  public var recovery: Recovery {
    switch self {
    case .connectivity(let error): error.recovery
    case .storage(let error): error.recovery
    }
  }

  /// The wrapped error's.
  public var recoverySuggestion: String {
    switch self {
    case .connectivity(let error): error.recoverySuggestion
    case .storage(let error): error.recoverySuggestion
    }
  }

  /// The wrapped error's.
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
