extension AppStateController {
  /// One thing the controller logs: a transition made, or one rejected.
  ///
  /// Carries states, whose descriptions hold no personal data or secrets.
  public enum LogEntry: Sendable, Equatable, CustomStringConvertible {
    /// The state moved from `from` to `to`.
    case transitioned(from: AppState, to: AppState)
    /// A move from `from` to `to` was asked for and refused by the transition table.
    case rejected(from: AppState, to: AppState)

    /// One line, for example `app state: loading -> unauthenticated`.
    public var description: String {
      switch self {
      case .transitioned(let from, let to):
        "app state: \(from) -> \(to)"
      case .rejected(let from, let to):
        "app state: rejected invalid transition \(from) -> \(to)"
      }
    }
  }
}
