import Domain
import Foundation
import Testing
import ViewModel

@MainActor
struct RemindersCommandTests {
  /// At 09:55 in Tokyo, with 101 (10:00) and 103 (11:00) bookmarked and the standard 10
  /// minutes: 101 is due.
  private static func harness() -> Harness {
    var harness = Harness()
    harness.now = Fixtures.tenOClock - 5 * 60
    harness.savedProgramme = { [Fixtures.timetable()] }
    harness.getBookmarks = { () throws(BookmarkError) in
      BookmarkList(
        bookmarks: ["101", "103"].map { Bookmark(sessionID: $0, createdAt: Fixtures.savedAt) },
        savedAt: nil)
    }
    return harness
  }

  @Test("lists each bookmarked session to come with when its reminder rings")
  func lists() async {
    let result = await Self.harness().run("reminders")

    #expect(result.exitCode == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        Reminders: 10 minutes before each bookmarked session.

        Reminders to come (Asia/Tokyo, UTC+09:00):

        RINGS  DAY  STARTS  ID   NOTE  ROOM    TITLE
        09:50  1    10:00   101  due   Hall A  Modularising a 200k-line app, one packag…
        10:50  1    11:00   103        Hall A  並行性を安全に: Swift 6 への移行

        """)
  }

  @Test("--json gives the lead time and each reminder with its session")
  func json() async throws {
    let result = await Self.harness().run("reminders", "--json")

    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let reminders = try #require(document["reminders"] as? [[String: Any]])
    #expect(document["lead_minutes"] as? Int == 10)
    #expect(
      reminders.map { "\($0["rings_at"] ?? "") \($0["is_due"] ?? "") \($0["has_rung"] ?? "")" }
        == ["2027-03-10T09:50:00+09:00 1 0", "2027-03-10T10:50:00+09:00 0 0"])
    #expect(
      reminders.map { ($0["session"] as? [String: Any])?["id"] as? String } == ["101", "103"])
  }

  @Test("--watch rings a due reminder once, prints it, and not again on the next run")
  func watchRingsOnce() async {
    let harness = Self.harness()

    let first = await harness.run("reminders", "--watch")
    let second = await harness.run("reminders", "--watch")

    #expect(first.exitCode == 0)
    #expect(
      first.standardOutput
        == "★ Your session 101, \"Modularising a 200k-line app, one package at a time, "
        + "without stopping\", starts in 5 minutes in Hall A.\n")
    #expect(
      harness.reminderWatch.alerts.map(\.line) == [
        "Modularising a 200k-line app, one package at a time, without stopping: "
          + "Session 101 starts in 5 minutes in Hall A."
      ])
    #expect(second == RunResult(exitCode: 0, standardOutput: "", standardError: ""))
  }

  @Test("a second watcher for the conference is refused with exit 75")
  func secondWatcher() async {
    let harness = Self.harness()
    harness.reminderWatch.isLockFree = false

    let result = await harness.run("reminders", "--watch")

    #expect(
      result
        == RunResult(
          exitCode: 75, standardOutput: "",
          standardError:
            "Error: another 'conf reminders --watch' is already running for this conference.\n"
            + "Hint: stop it first, or let it ring the reminders.\n"))
    #expect(harness.reminderWatch.alerts.isEmpty)
  }

  @Test("nothing rings in CONF_QUIET_HOURS")
  func quietHours() async {
    var harness = Self.harness()
    harness.environment["CONF_QUIET_HOURS"] = "00:00-01:00"  // 00:55 UTC is 09:55 in Tokyo

    let result = await harness.run("reminders", "--watch")

    #expect(result == RunResult(exitCode: 0, standardOutput: "", standardError: ""))
    #expect(harness.reminderWatch.alerts.isEmpty)
  }

  @Test(
    "an invalid CONF_QUIET_HOURS is a configuration error naming it",
    arguments: ["22:00", "25:00-07:00", "07:00-07:00", "22:00-07:00\u{1B}[2J"])
  func invalidQuietHours(text: String) async {
    var harness = Self.harness()
    harness.environment["CONF_QUIET_HOURS"] = text

    let result = await harness.run("reminders", "--watch")

    #expect(result.exitCode == 78)
    #expect(
      result.standardError
        == "Error: CONF_QUIET_HOURS=\(text.replacingOccurrences(of: "\u{1B}", with: "�")) is not "
        + "valid: expected two 24-hour times such as 22:00-07:00 (from, to), not the same.\n")
  }

  @Test("--watch with --json is a usage error")
  func watchWithJSON() async {
    let result = await Self.harness().run("reminders", "--watch", "--json")

    #expect(result.exitCode == 64)
    #expect(result.standardError.hasPrefix("Error: --watch and --json cannot be used together\n"))
  }
}
