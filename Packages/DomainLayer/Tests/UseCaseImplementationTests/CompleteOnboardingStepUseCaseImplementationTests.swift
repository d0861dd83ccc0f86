import Analytics
import Domain
import Entity
import Repository
import Testing
import UseCaseImplementation

struct CompleteOnboardingStepUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makeComplete(
    _ repository: FakeProfileRepository
  ) -> CompleteOnboardingStepUseCaseImplementation {
    CompleteOnboardingStepUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test(arguments: [
    (OnboardingStep.welcome, OnboardingStep.profile),
    (.profile, .notifications),
    (.notifications, .done),
  ])
  func recordsTheNextStep(step: OnboardingStep, next: OnboardingStep) async throws {
    let repository = FakeProfileRepository(setOnboardingStep: { step in
      AccountFixtures.adaEntity(onboardingStep: step)
    })

    let user = try await makeComplete(repository)(step)

    #expect(user == AccountFixtures.ada(onboardingStep: next))
    #expect(repository.calls == [.setOnboardingStep(next.rawValue)])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "onboarding_step_completed", layer: .domain,
          properties: ["step": step.rawValue, "next_step": next.rawValue],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func hasNothingToCompleteOnceDone() async {
    let repository = FakeProfileRepository()

    await #expect(throws: ProfileError.onboardingAlreadyComplete) {
      try await makeComplete(repository)(.done)
    }
    #expect(repository.calls == [])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "onboarding_step_failed", layer: .domain,
          properties: ["step": "done", "error": "onboarding_already_complete"],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func refusesAnAnswerForAnotherStep() async {
    let repository = FakeProfileRepository(setOnboardingStep: { _ in
      AccountFixtures.adaEntity(onboardingStep: "welcome")
    })

    await #expect(
      throws: ProfileError.connectivity(
        .incompatible(
          reason: "asked for onboarding step 'profile' but the backend recorded 'welcome'"))
    ) {
      try await makeComplete(repository)(.welcome)
    }
  }
}
