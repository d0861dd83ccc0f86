import Domain
import Testing

@MainActor
struct ReminderCommandTests {
  @Test("shows the lead time kept, sets minutes or off, and the schedule's alarms follow it")
  func showsAndSets() async {
    let harness = Harness()

    #expect(
      await harness.run("reminder").standardOutput
        == "Reminders: 10 minutes before each bookmarked session.\n")
    #expect(
      await harness.run("reminder", "30").standardOutput
        == "Reminders: 30 minutes before each bookmarked session.\n")
    #expect(harness.reminderSetting.lead == ReminderLeadTime(minutes: 30))
    #expect(await harness.run("reminder", "OFF").standardOutput == "Reminders are off.\n")
    #expect(harness.reminderSetting.lead == .off)
    #expect(
      await harness.run("reminder", "0").standardOutput
        == "Reminders: when each bookmarked session starts.\n")
  }

  @Test(
    "anything but minutes from 0 to a week or off is a usage error that changes nothing",
    arguments: ["1.5", "10081", "soon", "15m"])
  func refusesOtherValues(text: String) async {
    let harness = Harness()

    let result = await harness.run("reminder", text)

    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: invalid value '\(text)' for '<minutes>': give minutes from 0 to 10080, or off\n"))
    #expect(harness.reminderSetting.lead == .standard)
  }

  @Test("a full disk is exit 74 with the free-space hint")
  func aFullDisk() async {
    var harness = Harness()
    harness.reminderFailure = .full(reason: "no space for preferences.json")

    let result = await harness.run("reminder", "15")

    #expect(result.exitCode == 74)
    #expect(
      result.standardError
        == "Error: local storage is full: no space for preferences.json\n"
        + "Hint: free some space on the disk, then do what the message says.\n")
  }
}
