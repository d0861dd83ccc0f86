/// Why no password could be read; never carries any of the password.
public enum PasswordReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The person pressed Ctrl-C, or Ctrl-D on an empty line, at the prompt.
  case cancelled
  /// The input is longer than a password may be (`limit` bytes).
  case tooLong(limit: Int)
  /// Reading failed; `reason` says how (for example the system's error text).
  case failed(reason: String)

  /// What happened, in one line without a trailing period.
  public var description: String {
    switch self {
    case .cancelled: "the login was cancelled"
    case .tooLong(let limit): "the password is longer than \(limit) bytes"
    case .failed(let reason): "the password could not be read: \(reason)"
    }
  }
}
