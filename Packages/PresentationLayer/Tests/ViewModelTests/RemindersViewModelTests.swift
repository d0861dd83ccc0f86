import Domain
import Foundation
import Synchronization
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct RemindersViewModelTests {
  /// A clock that jumps to the instant a watch waits for, until `end`.
  private final class FakeClock: Sendable {
    let time: Mutex<Date>
    let end: Date
    init(at start: Date, until end: Date) {
      time = Mutex(start)
      self.end = end
    }
    var clock: ReminderClock {
      ReminderClock(
        now: { self.time.withLock { $0 } },
        sleep: { instant in
          self.time.withLock { $0 = max($0, instant) }
          return instant < self.end
        })
    }
  }

  /// Records what rang, and when.
  private final class RecordingNotifier: ReminderNotifier {
    let rings = Mutex<[String]>([])
    let clock: FakeClock
    init(clock: FakeClock) { self.clock = clock }
    func ring(_ alert: ReminderAlert) async {
      let time = clock.time.withLock { $0 }
      rings.withLock {
        $0.append("\(Int(time.timeIntervalSince(Fixtures.tenOClock)) / 60) \(alert.line)")
      }
    }
  }

  /// The reminders given, kept in memory.
  private final class Kept: Sendable {
    let given = Mutex(GivenReminders())
    var entries: [GivenReminders.Entry] { given.withLock { $0.entries } }
    var log: ReminderLog {
      ReminderLog(
        load: { self.given.withLock { $0 } },
        save: { given in self.given.withLock { $0 = given } })
    }
  }

  private static func makeViewModel(
    clock: FakeClock, notifier: RecordingNotifier, kept: Kept,
    bookmarked: [Session.ID] = ["101", "103"], quietHours: QuietHours? = nil
  ) throws -> RemindersViewModel {
    var cancelled = try Fixtures.session("104", startsAt: Fixtures.tenOClock + 1_800)
    cancelled = Session(
      id: cancelled.id, title: "Gone", abstract: "", day: cancelled.day,
      startsAt: cancelled.startsAt, endsAt: cancelled.endsAt, timeZone: cancelled.timeZone,
      track: cancelled.track, room: cancelled.room, level: nil, language: "en", speakers: [],
      isCancelled: true)
    let timetable = try Fixtures.timetable()
    let programme = Timetable(
      day: timetable.day, date: timetable.date, timeZone: timetable.timeZone,
      sessions: timetable.sessions + [cancelled], freshness: .live)
    let list = BookmarkList(
      bookmarks: (bookmarked + ["104"]).map { Bookmark(sessionID: $0, createdAt: Fixtures.now) },
      savedAt: nil)
    let lead = try #require(ReminderLeadTime(minutes: 10))
    return RemindersViewModel(
      getReminderLeadTime: FakeGetReminderLeadTime { lead },
      getBookmarks: FakeGetBookmarks { list },
      getSavedProgramme: FakeGetSavedProgramme { [programme] },
      log: kept.log,
      notifier: notifier, quietHours: quietHours, localZone: Fixtures.tokyo, clock: clock.clock)
  }

  @Test("a watch rings each bookmarked session once, the lead time before it starts")
  func watchRingsEachOnce() async throws {
    let clock = FakeClock(at: Fixtures.tenOClock - 15 * 60, until: Fixtures.tenOClock + 5_400)
    let notifier = RecordingNotifier(clock: clock)
    let kept = Kept()
    let viewModel = try Self.makeViewModel(clock: clock, notifier: notifier, kept: kept)
    var heard: [Session.ID] = []

    await viewModel.watch { heard.append($0.session.id) }

    #expect(
      notifier.rings.withLock { $0 } == [
        "-10 Modular apps: Session 101 starts in 10 minutes in Hall A.",
        "50 Use cases: Session 103 starts in 10 minutes in Hall A.",
      ])
    #expect(heard == ["101", "103"])
    #expect(
      kept.entries == [
        GivenReminders.Entry(sessionID: "101", startsAt: Fixtures.tenOClock),
        GivenReminders.Entry(sessionID: "103", startsAt: Fixtures.tenOClock + 3_600),
      ])
  }

  @Test("what was given rings no more after a restart")
  func noDuplicateAfterRestart() async throws {
    let clock = FakeClock(at: Fixtures.tenOClock - 8 * 60, until: Fixtures.tenOClock - 60)
    let notifier = RecordingNotifier(clock: clock)
    let kept = Kept()
    let first = try Self.makeViewModel(clock: clock, notifier: notifier, kept: kept)
    #expect(await first.check().map(\.session.id) == ["101"])

    let second = try Self.makeViewModel(clock: clock, notifier: notifier, kept: kept)
    await second.watch { notice in Issue.record("rang \(notice.session.id) again") }

    #expect(notifier.rings.withLock { $0 }.count == 1)
    #expect(second.rung.isEmpty)
  }

  @Test("nothing rings in the quiet hours; a reminder still due when they end rings then")
  func quietHours() async throws {
    let clock = FakeClock(at: Fixtures.tenOClock - 15 * 60, until: Fixtures.tenOClock)
    let notifier = RecordingNotifier(clock: clock)
    let viewModel = try Self.makeViewModel(
      clock: clock, notifier: notifier, kept: Kept(), bookmarked: ["101"],
      quietHours: QuietHours(parsing: "22:00-09:52"))

    await viewModel.watch { _ in }

    #expect(
      notifier.rings.withLock { $0 } == [
        "-8 Modular apps: Session 101 starts in 8 minutes in Hall A."
      ])
  }

  @Test("the list: the bookmarked sessions to come, soonest first, and those due")
  func lists() async throws {
    let clock = FakeClock(at: Fixtures.tenOClock - 5 * 60, until: Fixtures.tenOClock)
    let viewModel = try Self.makeViewModel(
      clock: clock, notifier: RecordingNotifier(clock: clock), kept: Kept())

    await viewModel.load()

    let content = try #require(
      { if case .loaded(let content) = viewModel.state { content } else { nil } }())
    #expect(content.upcoming.map(\.id) == ["101", "103"])
    #expect(content.due.map(\.id) == ["101"])
    #expect(content.dueNotices.map(\.minutesUntilStart) == [5])
  }

  @Test("bookmarks that cannot be read ring nothing")
  func failedBookmarks() async throws {
    let clock = FakeClock(at: Fixtures.tenOClock - 5 * 60, until: Fixtures.tenOClock)
    let timetable = try Fixtures.timetable()
    let viewModel = RemindersViewModel(
      getReminderLeadTime: FakeGetReminderLeadTime { .standard },
      getBookmarks: FakeGetBookmarks { () throws(BookmarkError) in
        throw .account(.notLoggedIn)
      },
      getSavedProgramme: FakeGetSavedProgramme { [timetable] },
      log: ReminderLog(load: { GivenReminders() }, save: { _ in Issue.record("saved") }),
      notifier: RecordingNotifier(clock: clock), quietHours: nil, localZone: .gmt,
      clock: clock.clock)

    #expect(await viewModel.check().isEmpty)
    #expect(viewModel.state == .failed(.account(.notLoggedIn)))
  }

  @Test("an alert's text is safe for a terminal: controls from the feed are shown as �")
  func alertIsSanitised() throws {
    let session = try Fixtures.session("7", title: "Evil\u{1B}]0;owned\u{07}\ntitle")

    let alert = ReminderAlert(notice: ReminderNotice(session: session, at: Fixtures.tenOClock))

    #expect(
      alert
        == ReminderAlert(notice: ReminderNotice(session: session, at: Fixtures.tenOClock)))
    #expect(alert.title == "Evil�]0;owned� title")
    #expect(alert.body == "Session 7 starts in less than a minute in Hall A.")
  }
}
