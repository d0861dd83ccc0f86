public import Domain

/// Where the app as a whole stands: the one state every screen and command starts from.
///
/// Everything the app knows about the login lives in the case and its payload: who is
/// onboarding, why nobody is logged in. `AppStateController` owns it and only moves it along the
/// transitions in `AppState.allowedTransitions`. `description` names the state without personal
/// data (a user appears as their id), so it is safe to log.
public enum AppState: Sendable, Equatable, CustomStringConvertible {
  /// The stored login is being checked.
  case loading
  /// No one is logged in; `reason` says why when it was not the person's choice (`nil` after a
  /// logout, or when no login was ever stored).
  case unauthenticated(reason: LogoutReason?)
  /// A new account is logged in and has onboarding steps left (`user.onboardingStep` is never
  /// `.done`).
  case onboarding(User)
  /// An onboarded person is logged in.
  case authenticated(User)
  /// The login could not be checked; see the error for what to do.
  case error(AppError)

  /// Which case this is, without its payload.
  public var kind: Kind {
    switch self {
    case .loading: .loading
    case .unauthenticated: .unauthenticated
    case .onboarding: .onboarding
    case .authenticated: .authenticated
    case .error: .error
    }
  }

  /// Whether someone is logged in (onboarding or authenticated).
  public var isLoggedIn: Bool {
    switch self {
    case .onboarding, .authenticated: true
    case .loading, .unauthenticated, .error: false
    }
  }

  /// The logged-in person, while onboarding or authenticated; `nil` otherwise.
  public var user: User? {
    switch self {
    case .onboarding(let user), .authenticated(let user): user
    case .loading, .unauthenticated, .error: nil
    }
  }

  /// Why no one is logged in, when the state is `.unauthenticated` for a reason.
  public var logoutReason: LogoutReason? {
    if case .unauthenticated(let reason) = self { reason } else { nil }
  }

  /// The state for a logged-in `user`: `.authenticated` once onboarded, else `.onboarding`.
  public static func landing(for user: User) -> AppState {
    user.isOnboarded ? .authenticated(user) : .onboarding(user)
  }

  /// The state's name and payload without personal data, for example `authenticated(u-ada)`.
  public var description: String {
    switch self {
    case .loading: "loading"
    case .unauthenticated(nil): "unauthenticated"
    case .unauthenticated(let reason?): "unauthenticated(\(reason.name))"
    case .onboarding(let user): "onboarding(\(user.id), \(user.onboardingStep))"
    case .authenticated(let user): "authenticated(\(user.id))"
    case .error(let error): "error(\(error.analyticsName))"
    }
  }
}
