extension ProfileError {
  /// The profile failure that a session failure means: login problems stay `.session(_)`,
  /// `.offline` and `.unavailable` become the profile's own cases.
  public init(_ error: SessionError) {
    switch error {
    case .offline:
      self = .offline
    case .unavailable(let reason):
      self = .unavailable(reason: reason)
    case .notLoggedIn, .expired, .invalidCredentials, .credentialsRefused:
      self = .session(error)
    }
  }
}
