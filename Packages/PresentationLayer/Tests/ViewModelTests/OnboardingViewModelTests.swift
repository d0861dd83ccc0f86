import Analytics
import Domain
import Testing
import UseCaseTestSupport
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
    (AppState.onboarding(AccountFixtures.newcomer(at: .profile)), OnboardingStep?.some(.profile)),
    (.authenticated(AccountFixtures.ada), .done),
    (.unauthenticated(reason: nil), nil),
    (.unauthenticated(reason: .expired), nil),
    (.loading, nil),
    (.error(.connectivity(.offline)), nil),
  ])
  func showsTheCurrentStep(state: AppState, step: OnboardingStep?) async {
    #expect(makeViewModel(await AppStateController.make(in: state)).currentStep == step)
  }

  @Test
  func completesTheStepAndMovesTheAppOn() async {
    let appState = await AppStateController.make(in: .onboarding(AccountFixtures.newcomer()))
    let viewModel = makeViewModel(
      appState,
      complete: FakeCompleteOnboardingStep { step in
        #expect(step == .welcome)
        return AccountFixtures.newcomer(at: .profile)
      })

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .advanced(from: .welcome, to: .profile))
    #expect(appState.state == .onboarding(AccountFixtures.newcomer(at: .profile)))
    #expect(viewModel.currentStep == .profile)
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "onboarding_next_submitted", layer: .ui,
          properties: ["step": "welcome"], timestamp: Fixtures.now)
      ])
  }

  @Test
  func theLastStepAuthenticates() async {
    let appState = await AppStateController.make(
      in: .onboarding(AccountFixtures.newcomer(at: .notifications)))
    let viewModel = makeViewModel(
      appState, complete: FakeCompleteOnboardingStep { _ in AccountFixtures.newcomer(at: .done) })

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .advanced(from: .notifications, to: .done))
    #expect(appState.state == .authenticated(AccountFixtures.newcomer(at: .done)))
  }

  @Test
  func hasNothingToCompleteOnceDone() async {
    let viewModel = makeViewModel(
      await AppStateController.make(in: .authenticated(AccountFixtures.ada)))

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .failed(.onboardingAlreadyComplete))
  }

  @Test
  func anExpiredSessionLogsTheAppOut() async {
    let appState = await AppStateController.make(in: .onboarding(AccountFixtures.newcomer()))
    let viewModel = makeViewModel(
      appState,
      complete: FakeCompleteOnboardingStep { _ throws(ProfileError) in throw .account(.expired) })

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .failed(.account(.expired)))
    #expect(appState.state == .unauthenticated(reason: .expired))
  }

  @Test
  func needsALogin() async {
    let viewModel = makeViewModel(await AppStateController.make(in: .unauthenticated(reason: nil)))

    await viewModel.completeCurrentStep()

    #expect(viewModel.state == .failed(.account(.notLoggedIn)))
  }
}
