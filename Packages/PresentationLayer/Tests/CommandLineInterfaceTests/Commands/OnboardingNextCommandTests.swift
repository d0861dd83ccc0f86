import Domain
import Testing

@MainActor
struct OnboardingNextCommandTests {
  @Test(arguments: [
    (OnboardingStep.welcome, "Completed 'welcome'. Onboarding is at step 2 of 3 (profile).\n"),
    (.profile, "Completed 'profile'. Onboarding is at step 3 of 3 (notifications).\n"),
    (
      .notifications,
      "Completed 'notifications'. Onboarding is complete.\nReminders: 10 minutes before each "
        + "bookmarked session. Change it with: conf reminder <minutes|off>\n"
    ),
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

  @Test("the notifications step keeps the --reminder chosen, which the schedule's alarms use")
  func theNotificationsStepSetsTheReminder() async {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.newcomer(at: .notifications)) }
    harness.completeOnboardingStep = { _ in AccountFixtures.newcomer(at: .done) }

    let result = await harness.run("onboarding", "next", "--reminder", "15")
    let shown = await harness.run("reminder")

    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.hasSuffix(
        "Reminders: 15 minutes before each bookmarked session. Change it with: conf reminder <minutes|off>\n"
      ))
    #expect(harness.reminderSetting.lead == ReminderLeadTime(minutes: 15))
    #expect(shown.standardOutput == "Reminders: 15 minutes before each bookmarked session.\n")
  }

  @Test("--reminder at another step is a usage error, and an invalid one is refused first")
  func reminderAtAnotherStep() async {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.newcomer(at: .welcome)) }

    let early = await harness.run("onboarding", "next", "--reminder", "15")
    let invalid = await harness.run("onboarding", "next", "--reminder", "soon")

    #expect(early.exitCode == 64)
    #expect(
      early.standardError.hasPrefix(
        "Error: --reminder is for the notifications step; onboarding is at 'welcome'"))
    #expect(harness.reminderSetting.lead == .standard)
    #expect(invalid.exitCode == 64)
    #expect(
      invalid.standardError.hasPrefix("Error: invalid value 'soon' for '--reminder <minutes>'"))
  }

  @Test("a reminder that cannot be kept stops before the step is completed, exit 74")
  func aFullDiskStopsTheStep() async {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.newcomer(at: .notifications)) }
    harness.reminderFailure = .full(reason: "no space for preferences.json")

    let result = await harness.run("onboarding", "next", "--reminder", "off")

    #expect(result.exitCode == 74)
    #expect(
      result.standardError.hasPrefix(
        "Error: local storage is full: no space for preferences.json\n"))
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
    harness.completeOnboardingStep = { _ throws(ProfileError) in throw .account(.expired) }

    let result = await harness.run("onboarding", "next")

    #expect(
      result
        == RunResult(
          exitCode: 77, standardOutput: "",
          standardError:
            "Error: your login expired\nHint: run: conf login --email <address> --password-stdin\n"
        ))
  }
}
