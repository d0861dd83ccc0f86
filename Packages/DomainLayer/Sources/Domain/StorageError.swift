/// Why this device's own files failed (a cache or a login file that cannot be read or
/// written): shared by every feature, whose errors wrap it in a `.storage(_)` case.
public enum StorageError: DomainError {
  /// A local file could not be used; `reason` says what happened and what to do (for example
  /// the `chmod` or `rm` to run).
  case failed(reason: String)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .failed(let reason): "local storage failed: \(reason)"
    }
  }

  /// `.contactSupport`: waiting does not fix a file; the message says what to check.
  public var recovery: Recovery { .contactSupport }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    "Do what the message says; if it persists, report the problem."
  }

  /// `storage_failed`.
  public var analyticsName: String { "storage_failed" }

  /// `nil`: a local failure, not a connectivity one.
  public var connectivity: ConnectivityError? { nil }
}
