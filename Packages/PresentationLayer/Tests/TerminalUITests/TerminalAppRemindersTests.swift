import Domain
import Foundation
import Synchronization
import TerminalUI
import Testing
import UseCaseTestSupport
import ViewModel

/// While the app is open, a due reminder rings once (through the reminders' view model) and the
/// status line names it, fitted to the window.
@MainActor
@Suite("TerminalApp reminders")
struct TerminalAppRemindersTests {
  /// The alerts rung and the reminders given, shared by the runs of one test.
  private final class Record: Sendable {
    let state = Mutex((alerts: [String](), given: GivenReminders()))
    var alerts: [String] { state.withLock { $0.alerts } }
  }

  private struct Notifier: ReminderNotifier {
    let record: Record
    func ring(_ alert: ReminderAlert) async {
      record.state.withLock { $0.alerts.append(alert.line) }
    }
  }

  /// Session 104 (11:00) bookmarked, reminders an hour ahead, at 10:15: due.
  private static func makeReminders(record: Record) -> RemindersViewModel {
    let lead = ReminderLeadTime(minutes: 60) ?? .off
    let list = BookmarkList(
      bookmarks: [Bookmark(sessionID: "104", createdAt: ProgrammeFixtures.now)], savedAt: nil)
    return RemindersViewModel(
      getReminderLeadTime: FakeGetReminderLeadTime { lead },
      getBookmarks: FakeGetBookmarks { list },
      getSavedProgramme: FakeGetSavedProgramme { [ProgrammeFixtures.timetable(for: .first)] },
      log: ReminderLog(
        load: { record.state.withLock { $0.given } },
        save: { given in record.state.withLock { $0.given = given } }),
      notifier: Notifier(record: record), quietHours: nil, localZone: .gmt,
      clock: ReminderClock(now: { ProgrammeFixtures.now }, sleep: { _ in false }))
  }

  @Test("a due reminder rings once, also across runs, and the status line fits 80 columns")
  func ringsOnceAndFits() async {
    let record = Record()
    for _ in 1...2 {
      let harness = AppHarness(
        size: TerminalSize(columns: 80, rows: 24), reminders: Self.makeReminders(record: record))
      await harness.launch()
      await harness.press(.down)

      let status = harness.screen.split(separator: "\n").last.map(String.init) ?? ""
      #expect(
        status.trimmingCharacters(in: .whitespaces)
          == "★ Your session 104, \"Testing View Models wi…\", starts in 45 minutes in Room B.",
        "\(harness.screen)")
      await harness.press(.character("q"))
      await harness.waitUntilFinished()
    }

    #expect(
      record.alerts == [
        "Testing View Models with Fakes: Session 104 starts in 45 minutes in Room B."
      ])
  }
}
