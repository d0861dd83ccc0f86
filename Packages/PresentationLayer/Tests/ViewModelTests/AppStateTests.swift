import Domain
import Testing
import ViewModel

struct AppStateTests {
  /// One state of each kind.
  static func sample(_ kind: AppState.Kind) -> AppState {
    switch kind {
    case .loading: .loading
    case .unauthenticated: .unauthenticated
    case .onboarding: .onboarding(.profile)
    case .authenticated: .authenticated(AccountFixtures.ada)
    case .error: .error(.offline)
    }
  }

  struct Move: Hashable, CustomStringConvertible {
    let from: AppState.Kind
    let to: AppState.Kind
    var description: String { "\(from) -> \(to)" }
  }

  @Test
  func allowsExactlyTheMovesInTheTable() {
    var allowed: Set<Move> = []
    for from in AppState.Kind.allCases {
      for to in AppState.Kind.allCases where Self.sample(from).canTransition(to: Self.sample(to)) {
        allowed.insert(Move(from: from, to: to))
      }
    }

    #expect(
      allowed == [
        Move(from: .loading, to: .unauthenticated), Move(from: .loading, to: .onboarding),
        Move(from: .loading, to: .authenticated), Move(from: .loading, to: .error),
        Move(from: .unauthenticated, to: .loading),
        Move(from: .unauthenticated, to: .onboarding),
        Move(from: .unauthenticated, to: .authenticated),
        Move(from: .onboarding, to: .onboarding), Move(from: .onboarding, to: .authenticated),
        Move(from: .onboarding, to: .unauthenticated),
        Move(from: .authenticated, to: .authenticated),
        Move(from: .authenticated, to: .unauthenticated),
        Move(from: .error, to: .loading), Move(from: .error, to: .unauthenticated),
      ])
  }

  @Test(arguments: [
    (OnboardingStep.welcome, OnboardingStep.welcome, true),
    (.welcome, .profile, true),
    (.welcome, .notifications, true),
    (.notifications, .profile, false),
    (.profile, .welcome, false),
    (.notifications, .done, false),
  ])
  func neverMovesOnboardingBack(from: OnboardingStep, to: OnboardingStep, isAllowed: Bool) {
    #expect(AppState.onboarding(from).canTransition(to: .onboarding(to)) == isAllowed)
  }

  @Test
  func neverEntersOnboardingAtDone() {
    #expect(!AppState.loading.canTransition(to: .onboarding(.done)))
    #expect(!AppState.unauthenticated.canTransition(to: .onboarding(.done)))
  }

  @Test
  func landsOnboardedUsersInAuthenticatedAndOthersInOnboarding() {
    #expect(AppState.landing(for: AccountFixtures.ada) == .authenticated(AccountFixtures.ada))
    #expect(
      AppState.landing(for: AccountFixtures.newcomer(at: .profile)) == .onboarding(.profile))
  }

  @Test
  func describesStatesWithoutPersonalData() {
    let descriptions = AppState.Kind.allCases.map { Self.sample($0).description }

    #expect(
      descriptions == [
        "loading", "unauthenticated", "onboarding(profile)", "authenticated(u-ada)",
        "error(offline)",
      ])
    #expect(
      AppState.error(.unavailable(reason: "disk at /home/ada")).description == "error(unavailable)")
  }
}
