extension AppState {
  /// The case of an `AppState` without its payload; the transition table is written in these.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `.loading`.
    case loading
    /// `.unauthenticated`.
    case unauthenticated
    /// `.onboarding(_)`.
    case onboarding
    /// `.authenticated(_)`.
    case authenticated
    /// `.error(_)`.
    case error
  }
}
