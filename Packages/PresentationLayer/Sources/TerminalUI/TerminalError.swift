/// Why the terminal could not be used for the full-screen app.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The terminal's modes could not be read or changed; the payload is the system's reason.
  case modesUnavailable(reason: String)

  /// One line saying what went wrong.
  public var description: String {
    switch self {
    case .modesUnavailable(let reason): "the terminal's modes cannot be set: \(reason)"
    }
  }
}
