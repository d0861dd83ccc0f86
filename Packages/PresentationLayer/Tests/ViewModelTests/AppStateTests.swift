import Domain
import Testing
import ViewModel

struct AppStateTests {
  /// One state of each kind.
  static func sample(_ kind: AppState.Kind) -> AppState {
    switch kind {
    case .loading: .loading
    case .unauthenticated: .unauthenticated(reason: nil)
    case .onboarding: .onboarding(AccountFixtures.newcomer(at: .profile))
    case .authenticated: .authenticated(AccountFixtures.ada)
    case .error: .error(.connectivity(.offline))
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
        Move(from: .unauthenticated, to: .unauthenticated),
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
    (LogoutReason?.none, LogoutReason?.some(.expired)),
    (.some(.expired), .some(.credentialsRefused(reason: "chmod 600 ~/.conf/login"))),
    (.some(.expired), .none),
  ])
  func learnsAnotherReasonWhileLoggedOut(from: LogoutReason?, to: LogoutReason?) {
    #expect(AppState.unauthenticated(reason: from).canTransition(to: .unauthenticated(reason: to)))
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
    let current = AppState.onboarding(AccountFixtures.newcomer(at: from))
    #expect(current.canTransition(to: .onboarding(AccountFixtures.newcomer(at: to))) == isAllowed)
  }

  @Test
  func neverEntersOnboardingAtDone() {
    let finished = AppState.onboarding(AccountFixtures.newcomer(at: .done))

    #expect(!AppState.loading.canTransition(to: finished))
    #expect(!AppState.unauthenticated(reason: nil).canTransition(to: finished))
    #expect(!AppState.authenticated(AccountFixtures.ada).canTransition(to: finished))
  }

  @Test
  func landsOnboardedUsersInAuthenticatedAndOthersInOnboarding() {
    let newcomer = AccountFixtures.newcomer(at: .profile)

    #expect(AppState.landing(for: AccountFixtures.ada) == .authenticated(AccountFixtures.ada))
    #expect(AppState.landing(for: newcomer) == .onboarding(newcomer))
  }

  @Test
  func carriesTheUserWhileLoggedInAndTheReasonWhileLoggedOut() {
    let newcomer = AccountFixtures.newcomer(at: .notifications)
    let refused = LogoutReason.credentialsRefused(reason: "chmod 600 ~/.conf/login")

    #expect(AppState.onboarding(newcomer).user == newcomer)
    #expect(AppState.onboarding(newcomer).isLoggedIn)
    #expect(AppState.onboarding(newcomer).logoutReason == nil)
    #expect(AppState.authenticated(AccountFixtures.ada).user == AccountFixtures.ada)
    #expect(AppState.unauthenticated(reason: .expired).logoutReason == .expired)
    #expect(AppState.unauthenticated(reason: refused).logoutReason == refused)
    #expect(AppState.unauthenticated(reason: refused).user == nil)
    #expect(!AppState.unauthenticated(reason: refused).isLoggedIn)
    #expect(AppState.unauthenticated(reason: nil).logoutReason == nil)
    #expect(AppState.error(.connectivity(.offline)).logoutReason == nil)
    #expect(AppState.error(.connectivity(.offline)).user == nil)
  }

  @Test
  func namesLogoutReasonsStably() {
    #expect(LogoutReason.expired.name == "session_expired")
    #expect(
      LogoutReason.credentialsRefused(reason: "rm ~/.conf/login").name == "credentials_refused")
  }

  @Test
  func describesStatesWithoutPersonalData() {
    let descriptions = AppState.Kind.allCases.map { Self.sample($0).description }

    #expect(
      descriptions == [
        "loading", "unauthenticated", "onboarding(u-new, profile)", "authenticated(u-ada)",
        "error(offline)",
      ])
    #expect(
      AppState.onboarding(AccountFixtures.newcomer(at: .welcome)).description
        == "onboarding(u-new, welcome)")
    #expect(
      AppState.unauthenticated(reason: .expired).description == "unauthenticated(session_expired)")
    #expect(
      AppState.unauthenticated(reason: .credentialsRefused(reason: "chmod 600 /home/ada/.conf"))
        .description == "unauthenticated(credentials_refused)")
    #expect(
      AppState.error(.connectivity(.unavailable(reason: "disk at /home/ada"))).description
        == "error(unavailable)")
    #expect(
      AppState.error(.storage(.failed(reason: "rm /home/ada/.conf/login"))).description
        == "error(storage_failed)")
  }
}
