import Domain
import Testing

@MainActor
struct OnboardingCommandTests {
  @Test(arguments: [
    (
      AccountFixtures.newcomer(at: .welcome),
      "Onboarding is at step 1 of 3 (welcome).\nWhen it is done, run: conf onboarding next\n"
    ),
    (
      AccountFixtures.newcomer(at: .notifications),
      "Onboarding is at step 3 of 3 (notifications).\n"
        + "When it is done, run: conf onboarding next\n"
    ),
    (AccountFixtures.ada, "Onboarding is complete.\n"),
  ])
  func showsTheCurrentStep(user: User, output: String) async {
    var harness = Harness()
    harness.restoreSession = { .active(user) }

    let result = await harness.run("onboarding")

    #expect(result == RunResult(exitCode: 0, standardOutput: output, standardError: ""))
  }

  @Test
  func needsALogin() async {
    var harness = Harness()
    harness.restoreSession = { .loggedOut }

    let result = await harness.run("onboarding")

    #expect(
      result
        == RunResult(
          exitCode: 77, standardOutput: "",
          standardError:
            "Error: you are not logged in\nHint: run: conf login --email <address> --password-stdin\n"
        ))
  }
}
