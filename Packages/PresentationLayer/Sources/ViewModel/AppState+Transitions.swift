import Domain

extension AppState {
  /// Every allowed `from → to` move, by kind; anything not listed is rejected.
  ///
  /// - `loading` lands in any other state once the stored login is checked.
  /// - `unauthenticated` logs in (to `onboarding` or `authenticated`), checks again (`loading`),
  ///   or learns why it is logged out (`unauthenticated` with another reason).
  /// - `onboarding` moves on a step, finishes (`authenticated`), or ends by logout or expiry
  ///   (`unauthenticated`).
  /// - `authenticated` updates its user (`authenticated`) or ends by logout or expiry.
  /// - `error` retries (`loading`) or gives up on the stored login (`unauthenticated`).
  public static let allowedTransitions: [Kind: Set<Kind>] = [
    .loading: [.unauthenticated, .onboarding, .authenticated, .error],
    .unauthenticated: [.loading, .unauthenticated, .onboarding, .authenticated],
    .onboarding: [.onboarding, .authenticated, .unauthenticated],
    .authenticated: [.authenticated, .unauthenticated],
    .error: [.loading, .unauthenticated],
  ]

  /// Whether moving from this state to `next` is allowed.
  ///
  /// The kinds must be in `allowedTransitions`; in addition, onboarding never goes back a step,
  /// and onboarding at `.done` is never a state (a finished account is `.authenticated`).
  public func canTransition(to next: AppState) -> Bool {
    guard Self.allowedTransitions[kind, default: []].contains(next.kind) else { return false }
    switch (self, next) {
    case (_, .onboarding(let user)) where user.onboardingStep == .done:
      return false
    case (.onboarding(let current), .onboarding(let user)):
      return user.onboardingStep >= current.onboardingStep
    default:
      return true
    }
  }
}
