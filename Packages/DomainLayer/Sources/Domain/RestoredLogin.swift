/// What was found when the stored login was checked at start-up.
public enum RestoredLogin: Sendable, Equatable {
  /// No login is stored.
  case loggedOut
  /// A login was stored but has ended and could not be renewed; it has been removed.
  case expired
  /// The stored login was refused (readable by others, damaged ...); no one counts as logged in.
  /// `reason` says what happened and what to do.
  case refused(reason: String)
  /// The stored login works; `user` says who it is and where onboarding stands.
  case active(User)
}
