/// Why no one is logged in when it was not the person's own choice.
public enum LogoutReason: Sendable, Equatable {
  /// The session ended and could not be renewed.
  case expired
  /// The stored login was refused (readable by others, damaged ...); `reason` says what to do.
  case credentialsRefused(reason: String)

  /// A stable `snake_case` name: `session_expired` or `credentials_refused`.
  public var name: String {
    switch self {
    case .expired: "session_expired"
    case .credentialsRefused: "credentials_refused"
    }
  }
}
