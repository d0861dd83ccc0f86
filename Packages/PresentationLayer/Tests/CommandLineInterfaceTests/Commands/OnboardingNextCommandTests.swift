import Domain
import Testing

@MainActor
struct OnboardingNextCommandTests {
  @Test(arguments: [
    (OnboardingStep.welcome, "Completed 'welcome'. Onboarding is at step 2 of 3 (profile).\n"),
    (.profile, "Completed 'profile'. Onboarding is at step 3 of 3 (notifications).\n"),
    (.notifications, "Completed 'notifications'. Onboarding is complete.\n"),
  ])
  func completesTheCurrentStep(step: OnboardingStep, output: String) async {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.newcomer(at: step)) }
    harness.completeOnboardingStep = { completed in
      #expect(completed == step)
      return AccountFixtures.newcomer(at: completed.next ?? .done)
    }

    let result = await harness.run("onboarding", "next")

    #expect(result == RunResult(exitCode: 0, standardOutput: output, standardError: ""))
  }

  @Test
  func changesNothingOnceOnboardingIsComplete() async {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.ada) }

    let result = await harness.run("onboarding", "next")

    #expect(
      result
        == RunResult(
          exitCode: 0, standardOutput: "Onboarding is already complete.\n", standardError: ""))
  }

  @Test
  func needsALogin() async {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.newcomer()) }
    harness.completeOnboardingStep = { _ throws(ProfileError) in throw .session(.expired) }

    let result = await harness.run("onboarding", "next")

    #expect(
      result
        == RunResult(
          exitCode: 77, standardOutput: "",
          standardError:
            "Error: your session expired\nHint: run: conf login --email <address> --password-stdin\n"
        ))
  }
}
