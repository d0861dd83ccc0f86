import Domain
import Testing

struct OnboardingStepTests {
  @Test
  func movesForwardOneStepAtATime() {
    #expect(OnboardingStep.allCases.map(\.next) == [.profile, .notifications, .done, nil])
    #expect(OnboardingStep.allCases.map(\.number) == [1, 2, 3, 4])
    #expect(OnboardingStep.stepsToComplete == [.welcome, .profile, .notifications])
  }

  @Test
  func ordersStepsAsOnboardingGoesThroughThem() {
    #expect(OnboardingStep.allCases.shuffled().sorted() == OnboardingStep.allCases)
    #expect(OnboardingStep.welcome < .done)
  }

  @Test
  func usesTheBackendsNames() {
    #expect(
      OnboardingStep.allCases.map(\.description) == ["welcome", "profile", "notifications", "done"])
  }
}
