public import Domain

/// A sheet over the interactive app, presented by item: at most one at a time.
public enum AppSheet: Sendable, Equatable, Identifiable {
  /// The login form; `then` is what to do once logged in.
  case login(then: PendingAction?)
  /// The form that changes the profile's phone number.
  case phoneChange
  /// Every key the app understands.
  case help
  /// What is on now and what starts next, as `conf now` and `conf next` say it.
  case nowAndNext
  /// What changed on the programme since the person last looked, as `conf changes` says it.
  case changes

  /// Something the person asked for that needs a login, done once they have logged in.
  public enum PendingAction: Sendable, Equatable {
    /// Show a tab.
    case showTab(AppTab)
    /// Bookmark or unbookmark a session.
    case toggleBookmark(Session.ID)
  }

  /// The sheet's kind, which identifies it.
  public var id: String {
    switch self {
    case .login: "login"
    case .phoneChange: "phoneChange"
    case .help: "help"
    case .nowAndNext: "nowAndNext"
    case .changes: "changes"
    }
  }
}
