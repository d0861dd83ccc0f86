import Domain
import Testing

struct ProfileErrorTests {
  @Test(arguments: [
    (
      ProfileError.invalidPhoneNumber(reason: "it has 2 digits"),
      "invalid phone number: it has 2 digits",
      "Give a Japanese number such as 080-1234-5678 or +81 80 1234 5678.", false
    ),
    (
      .onboardingAlreadyComplete, "onboarding is already complete", "Nothing is left to do.",
      false
    ),
    (.session(.expired), "your session expired", "Log in again.", false),
    (
      .session(.offline), "the conference backend cannot be reached",
      "Check the network connection and try again.", true
    ),
    (
      .offline, "the conference backend cannot be reached",
      "Check the network connection and try again.", true
    ),
    (
      .unavailable(reason: "the backend failed: 503"),
      "the profile is unavailable: the backend failed: 503", "Try again in a few minutes.", true
    ),
  ])
  func saysWhatHappenedAndWhatToDoNext(
    error: ProfileError, description: String, recoverySuggestion: String, canRetry: Bool
  ) {
    #expect(
      [error.description, error.recoverySuggestion] == [description, recoverySuggestion])
    #expect(error.canRetry == canRetry)
  }
}
