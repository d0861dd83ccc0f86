import CommandLineInterface
import Domain
import Foundation
import Testing

@Suite("conf schedule")
@MainActor
struct ScheduleCommandTests {
  private static func harness(_ schedule: MySchedule) -> Harness {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.ada) }
    harness.getMySchedule = { () throws(BookmarkError) in schedule }
    return harness
  }

  /// 101 and 102 overlap; 102 was bookmarked offline; 103's bookmark removal is queued.
  private static let withQueuedChanges = MySchedule(
    sessions: Array(Fixtures.sessions.prefix(2)), isFromSavedCopy: false, pending: ["102"],
    pendingRemovals: ["103"])

  @Test("queued bookmarks are marked and queued removals listed")
  func queued() async {
    let result = await Self.harness(Self.withQueuedChanges).run("schedule")
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        Your schedule (Asia/Tokyo, UTC+09:00):

        DAY  TIME         ID   NOTE                  ROOM    TITLE
        1    10:00-10:45  101  overlaps 102          Hall A  Modularising a 200k-line a…
        1    10:00-10:45  102  queued; overlaps 101  Hall A  Layouts that breathe
        Queued removals, left out: 103

        """)
    #expect(result.standardError == "")
  }

  @Test("a moved bookmark says where it went, a cancelled one that it is cancelled")
  func changesSayWhat() async {
    let moved = Fixtures.sessions[2]
    let from = ProgrammeChange.Placement(of: Fixtures.sessions[0])
    let schedule = MySchedule(
      sessions: [Fixtures.sessions[0], moved], isFromSavedCopy: false,
      changes: ["103": .moved(from: from, to: ProgrammeChange.Placement(of: moved))])

    let result = await Self.harness(schedule).run("schedule")

    #expect(
      result.standardOutput.contains("  103  moved to 11:00  Hall A  "), "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("see conf changes"))
  }

  @Test("as JSON, each session says whether it is queued, and the removals are listed")
  func json() async {
    let output = await Self.harness(Self.withQueuedChanges).run("schedule", "--json")
      .standardOutput
    #expect(output.components(separatedBy: #""queued": false"#).count == 2)
    #expect(output.components(separatedBy: #""queued": true"#).count == 2)
    #expect(output.contains(#""queued_removals": ["#))
  }

  @Test("a schedule built from saved copies says so on standard error")
  func savedCopy() async {
    let schedule = MySchedule(sessions: Array(Fixtures.sessions.prefix(1)), isFromSavedCopy: true)
    let result = await Self.harness(schedule).run("schedule")
    #expect(result.exitCode == 0)
    #expect(
      result.standardError
        == "Warning: the backend could not be reached; the schedule is built from the copies "
        + "saved on this device.\n")
  }

  @Test("an added conference's schedule from saved copies names the website that failed")
  func savedCopyOfAPublishedProgramme() async {
    let because = ConnectivityError(.offline, at: .website(host: "fosdem.org"))
    let schedule = MySchedule(
      sessions: Array(Fixtures.sessions.prefix(1)), isFromSavedCopy: true, staleBecause: because)
    let text = await Self.harness(schedule).run("schedule")
    let json = await Self.harness(schedule).run("schedule", "--json")
    #expect(text.exitCode == 0)
    #expect(
      text.standardError
        == "Warning: fosdem.org cannot be reached; the schedule is built from the copies saved on "
        + "this device.\n")
    #expect(json.standardOutput.contains(#""warning": "fosdem.org cannot be reached""#))
  }
}

@Suite("conf schedule --ics reminders")
@MainActor
struct ScheduleRemindersTests {
  private func harness(environment: [String: String] = [:]) -> Harness {
    var harness = Harness()
    harness.restoreSession = { .active(AccountFixtures.ada) }
    let schedule = MySchedule(sessions: Array(Fixtures.sessions.prefix(2)), isFromSavedCopy: false)
    harness.getMySchedule = { () throws(BookmarkError) in schedule }
    harness.environment = environment
    return harness
  }

  @Test(arguments: [
    ([String](), [String: String](), "TRIGGER:-PT10M"),
    (["--alarm", "15"], [:], "TRIGGER:-PT15M"),
    (["--alarm", "5"], ["CONF_REMINDER": "30"], "TRIGGER:-PT5M"),
    ([], ["CONF_REMINDER": "30"], "TRIGGER:-PT30M"),
  ])
  func everyEventCarriesAReminder(
    options: [String], environment: [String: String], trigger: String
  ) async {
    let result = await harness(environment: environment).run(["schedule", "--ics"] + options)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.components(separatedBy: "\r\nBEGIN:VALARM\r\n").count == 3)
    #expect(result.standardOutput.components(separatedBy: "\r\n\(trigger)\r\n").count == 3)
  }

  @Test("without --alarm or CONF_REMINDER, the lead time kept with conf reminder counts")
  func theKeptLeadTimeCounts() async {
    let harness = harness(environment: [:])
    harness.reminderSetting.lead = ReminderLeadTime(minutes: 45) ?? .standard
    let kept = await harness.run("schedule", "--ics")
    var overridden = harness
    overridden.environment = ["CONF_REMINDER": "5"]
    let fromEnvironment = await overridden.run("schedule", "--ics")
    harness.reminderSetting.lead = .off
    let off = await harness.run("schedule", "--ics")

    #expect(kept.standardOutput.components(separatedBy: "\r\nTRIGGER:-PT45M\r\n").count == 3)
    #expect(fromEnvironment.standardOutput.contains("\r\nTRIGGER:-PT5M\r\n"))
    #expect(off.standardOutput.contains("BEGIN:VEVENT") && !off.standardOutput.contains("VALARM"))
  }

  @Test(arguments: [(["--alarm", "off"], [String: String]()), ([], ["CONF_REMINDER": "OFF"])])
  func offMeansNoReminder(options: [String], environment: [String: String]) async {
    let result = await harness(environment: environment).run(["schedule", "--ics"] + options)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("BEGIN:VEVENT"))
    #expect(!result.standardOutput.contains("VALARM"))
  }

  @Test(arguments: [
    ["schedule", "--alarm", "15"], ["schedule", "--ics", "--alarm", "soon"],
    ["schedule", "--ics", "--alarm", "10081"], ["schedule", "--ics", "--alarm", "-5"],
  ])
  func aBadAlarmIsAUsageError(arguments: [String]) async {
    let result = await harness().run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput == "")
  }

  @Test
  func aBadReminderSettingIsAConfigurationError() async {
    let result = await harness(environment: ["CONF_REMINDER": "soon"]).run("schedule", "--ics")
    #expect(result.exitCode == 78)
    #expect(result.standardError.hasPrefix("Error: CONF_REMINDER=soon is not valid"))
    #expect(result.standardOutput == "")
  }
}
