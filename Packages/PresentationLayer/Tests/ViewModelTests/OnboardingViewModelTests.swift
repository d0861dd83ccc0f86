import Analytics
import Domain
import Testing
import ViewModel

@MainActor
struct OnboardingViewModelTests {
  private let analytics = InMemoryAnalytics()

  private func makeViewModel(
    _ appState: AppStateController, complete: FakeCompleteOnboardingStep = .unexpected
  ) -> OnboardingViewModel {
    OnboardingViewModel(
      completeOnboardingStep: complete, appState: appState, analytics: analytics,
      now: { Fixtures.now })
  }

  @Test(arguments: [
    (AppState.onboarding(.profile), OnboardingStep?.some(.profile)),
    (.authenticated(AccountFixtures.ada), .done),
    (.unauthenticated, nil),
    (.loading, nil),
    (.error(.offline), nil),
  ])
  func showsTheCurrentStep(state: AppState, step: OnboardingStep?) {
    #expect(makeViewModel(AppStateController.make(in: state)).currentStep == step)
  }

  @Test
  func completesTheStepAndMovesTheAppOn() async {
    let appState = AppStateController.make(in: .onboarding(.welcome))
    let viewModel = makeViewModel(
      appState,
      complete: FakeCompleteOnboardingStep { step in
        #expect(step == .welcome)
        return AccountFixtures.newcomer(at: .profile)
      })

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .advanced(from: .welcome, to: .profile))
    #expect(appState.state == .onboarding(.profile))
    #expect(viewModel.currentStep == .profile)
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "onboarding_next_submitted", layer: .presentation,
          properties: ["step": "welcome"], timestamp: Fixtures.now)
      ])
  }

  @Test
  func theLastStepAuthenticates() async {
    let appState = AppStateController.make(in: .onboarding(.notifications))
    let viewModel = makeViewModel(
      appState, complete: FakeCompleteOnboardingStep { _ in AccountFixtures.newcomer(at: .done) })

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .advanced(from: .notifications, to: .done))
    #expect(appState.state == .authenticated(AccountFixtures.newcomer(at: .done)))
  }

  @Test
  func hasNothingToCompleteOnceDone() async {
    let viewModel = makeViewModel(AppStateController.make(in: .authenticated(AccountFixtures.ada)))

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .failed(.onboardingAlreadyComplete))
  }

  @Test
  func anExpiredSessionLogsTheAppOut() async {
    let appState = AppStateController.make(in: .onboarding(.welcome))
    let viewModel = makeViewModel(
      appState,
      complete: FakeCompleteOnboardingStep { _ throws(ProfileError) in throw .session(.expired) })

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .failed(.session(.expired)))
    #expect(appState.state == .unauthenticated)
  }

  @Test
  func needsALogin() async {
    let viewModel = makeViewModel(AppStateController.make(in: .unauthenticated))

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .failed(.session(.notLoggedIn)))
  }
}
