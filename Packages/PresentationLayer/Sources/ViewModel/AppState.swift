public import Domain

/// Where the app as a whole stands: the one state every screen and command starts from.
///
/// `AppStateController` owns it and only moves it along the transitions in
/// `AppState.allowedTransitions`. `description` names the state without personal data (a user
/// appears as their id), so it is safe to log.
public enum AppState: Sendable, Equatable, CustomStringConvertible {
  /// The stored login is being checked.
  case loading
  /// No one is logged in.
  case unauthenticated
  /// A new account is logged in and is at this onboarding step (never `.done`).
  case onboarding(OnboardingStep)
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

  /// The state for a logged-in `user`: `.authenticated` once onboarded, else `.onboarding`.
  public static func landing(for user: User) -> AppState {
    user.isOnboarded ? .authenticated(user) : .onboarding(user.onboardingStep)
  }

  /// The state's name and payload without personal data, for example `authenticated(u-ada)`.
  public var description: String {
    switch self {
    case .loading: "loading"
    case .unauthenticated: "unauthenticated"
    case .onboarding(let step): "onboarding(\(step))"
    case .authenticated(let user): "authenticated(\(user.id))"
    case .error(let error): "error(\(error.name))"
    }
  }
}
