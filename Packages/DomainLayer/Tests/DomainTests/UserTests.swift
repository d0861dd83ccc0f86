import Domain
import Testing

struct UserTests {
  @Test(arguments: OnboardingStep.allCases)
  func isOnboardedOnlyOnceOnboardingIsDone(step: OnboardingStep) throws {
    let user = User(
      id: "u-1", displayName: "Ada", email: try EmailAddress("ada@example.com"),
      phoneNumber: nil, onboardingStep: step)

    #expect(user.isOnboarded == (step == .done))
  }
}
