/// Why an analytics outbox could not be read or updated.
public enum AnalyticsStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file at `path` could not be opened, read or written; `reason` is the system's message.
  case unusable(path: String, reason: String)

  /// What happened, in one line.
  public var description: String {
    switch self {
    case .unusable(let path, let reason): "The analytics file at \(path) failed: \(reason)"
    }
  }
}
