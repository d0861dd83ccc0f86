import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport
import ViewModel

@MainActor
struct NextViewModelYourNextTests {
  private let analytics = InMemoryAnalytics()

  /// The view model at `instant` on day 1 of `Fixtures`, reading `schedule`.
  private func load(
    at instant: Date, schedule: @escaping @Sendable () throws(BookmarkError) -> MySchedule
  ) async throws -> NextViewModel {
    let timetable = try Fixtures.timetable()
    let upcoming = UpcomingSlot(
      moment: ConferenceMoment(instant: instant, phase: .during, timetable: timetable),
      timetable: timetable, slot: timetable.slot(after: instant))
    let viewModel = NextViewModel(
      getNextSlot: FakeGetNextSlot { _ in upcoming },
      getMySchedule: FakeGetMySchedule(answer: schedule), analytics: analytics,
      now: { instant })
    await viewModel.load()
    return viewModel
  }

  private static func session(
    _ id: Session.ID, startsAt: Date, isCancelled: Bool = false
  ) throws -> Session {
    let base = try Fixtures.session(id, startsAt: startsAt)
    return Session(
      id: base.id, title: base.title, abstract: base.abstract, day: base.day,
      startsAt: base.startsAt, endsAt: base.endsAt, timeZone: base.timeZone, track: base.track,
      room: base.room, level: base.level, language: base.language, speakers: base.speakers,
      isCancelled: isCancelled)
  }

  @Test("the next bookmarked session is the first to start from now on, cancelled ones skipped")
  func theFirstStillToCome() async throws {
    let started = try Self.session("101", startsAt: Fixtures.tenOClock)
    let cancelled = try Self.session("102", startsAt: Fixtures.tenOClock + 1_800, isCancelled: true)
    let next = try Self.session("103", startsAt: Fixtures.tenOClock + 3_600)
    let later = try Self.session("104", startsAt: Fixtures.tenOClock + 7_200)

    let viewModel = try await load(at: Fixtures.tenOClock + 60) { () throws(BookmarkError) in
      MySchedule(sessions: [later, next, cancelled, started], isFromSavedCopy: false)
    }

    #expect(viewModel.yourNext == .session(next))
  }

  @Test("none to come, no login, or unreadable bookmarks are told apart")
  func withoutOne() async throws {
    let past = try Self.session("101", startsAt: Fixtures.tenOClock)
    let none = try await load(at: Fixtures.tenOClock + 60) { () throws(BookmarkError) in
      MySchedule(sessions: [past], isFromSavedCopy: false)
    }
    let loggedOut = try await load(at: Fixtures.tenOClock) { () throws(BookmarkError) in
      throw .account(.notLoggedIn)
    }
    let offline = try await load(at: Fixtures.tenOClock) { () throws(BookmarkError) in
      throw .connectivity(.offline)
    }

    #expect(none.yourNext == NextViewModel.YourNext.none)
    #expect(loggedOut.yourNext == .notLoggedIn)
    #expect(offline.yourNext == .unavailable)
  }

  @Test("each room's next session: the first from now on there, the rooms in the feed's order")
  func nextInEachRoomInTheFeedsOrder() throws {
    func session(_ id: Session.ID, in room: String) throws -> Session {
      let base = try Fixtures.session(id, startsAt: Fixtures.tenOClock + 3_600)
      return Session(
        id: base.id, title: base.title, abstract: base.abstract, day: base.day,
        startsAt: base.startsAt, endsAt: base.endsAt, timeZone: base.timeZone, track: base.track,
        room: room, level: base.level, language: base.language, speakers: [])
    }
    let day = Timetable(
      day: try ConferenceDay(1), date: try #require(CalendarDate("2027-03-10")),
      timeZone: Fixtures.tokyo,
      sessions: [
        try session("1", in: "Aula"), try session("2", in: "Zeta"), try session("3", in: "K.1"),
      ],
      freshness: .live, roomOrder: ["Zeta", "K.1"])
    let instant = Fixtures.tenOClock
    let upcoming = UpcomingSlot(
      moment: ConferenceMoment(instant: instant, phase: .during, timetable: day),
      timetable: day, slot: day.slot(after: instant))

    // The feed orders Zeta, then K.1; Aula, which it does not order, comes after them.
    #expect(NextViewModel.Content(upcoming: upcoming).nextInEachRoom.map(\.id) == ["2", "3", "1"])
  }

  @Test("each room's next session: the first from now on there, by room name")
  func nextInEachRoom() throws {
    let day = try Fixtures.timetable()
    let instant = Fixtures.tenOClock + 60
    let upcoming = UpcomingSlot(
      moment: ConferenceMoment(instant: instant, phase: .during, timetable: day),
      timetable: day, slot: day.slot(after: instant))

    // 101 and 102 (10:00, Hall A) have started; 103 (11:00, Hall A) is next there.
    #expect(NextViewModel.Content(upcoming: upcoming).nextInEachRoom.map(\.id) == ["103"])
  }
}
