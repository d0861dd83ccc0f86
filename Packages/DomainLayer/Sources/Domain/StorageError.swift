/// Why this device's own files failed (a cache or a login file that cannot be read or
/// written): shared by every feature, whose errors wrap it in a `.storage(_)` case.
public enum StorageError: DomainError {
  /// A local file could not be used; `reason` says what happened and what to do (for example
  /// the `chmod` or `rm` to run).
  case failed(reason: String)
  /// A local file could not be written because the disk (or the user's quota) is full; `reason`
  /// says which file and what was lost (for example a login that could not be saved).
  case full(reason: String)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .failed(let reason): "local storage failed: \(reason)"
    case .full(let reason): "local storage is full: \(reason)"
    }
  }

  /// `.contactSupport` for a failure (waiting does not fix a file; the message says what to
  /// check), `.freeSpace` for a full disk.
  public var recovery: Recovery {
    switch self {
    case .failed: .contactSupport
    case .full: .freeSpace
    }
  }

  /// What to do next, as one sentence.
  public var recoverySuggestion: String {
    switch self {
    case .failed: "Do what the message says; if it persists, report the problem."
    case .full: "Free some space on the disk, then do what the message says."
    }
  }

  /// `storage_failed` or `storage_full`.
  public var analyticsName: String {
    switch self {
    case .failed: "storage_failed"
    case .full: "storage_full"
    }
  }

  /// `nil`: a local failure, not a connectivity one.
  public var connectivity: ConnectivityError? { nil }
}
