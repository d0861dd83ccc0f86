import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetMyScheduleUseCaseImplementationTests {
  /// Day 1 holds 104 (10:00-10:45) and 105 (10:30-11:00, overlapping); day 2 holds 201.
  private static func timetables(savedDay: Int? = nil) -> FakeTimetableRepository {
    FakeTimetableRepository(timetable: { day throws(RepositoryError) in
      let sessions: [SessionEntity] =
        switch day {
        case 1:
          [
            Fixtures.sessionEntity(id: "104"),
            Fixtures.sessionEntity(
              id: "105", startsAt: "2027-03-10T10:30:00+09:00",
              endsAt: "2027-03-10T11:00:00+09:00"),
            Fixtures.sessionEntity(
              id: "106", startsAt: "2027-03-10T11:00:00+09:00",
              endsAt: "2027-03-10T11:30:00+09:00"),
          ]
        case 2:
          [
            Fixtures.sessionEntity(
              id: "201", day: 2, startsAt: "2027-03-11T09:00:00+09:00",
              endsAt: "2027-03-11T09:30:00+09:00")
          ]
        default: []
        }
      let date = ["2027-03-10", "2027-03-11", "2027-03-12"][day - 1]
      let entity = TimetableEntity(
        day: day, date: date, timeZone: "Asia/Tokyo", sessions: sessions)
      let source: Fetched<TimetableEntity>.Source =
        day == savedDay ? .cache(savedAt: Fixtures.now) : .network
      return Fetched(value: entity, source: source)
    })
  }

  @Test("bookmarked sessions in time order, overlaps flagged both ways, others left out")
  func schedule() async throws {
    let useCase = GetMyScheduleUseCaseImplementation(
      bookmarks: FakeBookmarkRepository(ids: ["201", "105", "104", "999"]),
      timetables: Self.timetables())
    let schedule = try await useCase()
    #expect(schedule.entries.map(\.session.id) == ["104", "105", "201"])
    #expect(schedule.entries.map(\.conflicts) == [["105"], ["104"], []])
    #expect(!schedule.isFromSavedCopy)
  }

  @Test("a day from the saved copy is said so")
  func savedCopy() async throws {
    let useCase = GetMyScheduleUseCaseImplementation(
      bookmarks: FakeBookmarkRepository(ids: ["104"]), timetables: Self.timetables(savedDay: 2))
    #expect(try await useCase().isFromSavedCopy)
  }

  @Test("no bookmarks: an empty schedule without reading the programme")
  func empty() async throws {
    let timetables = FakeTimetableRepository()
    let useCase = GetMyScheduleUseCaseImplementation(
      bookmarks: FakeBookmarkRepository(ids: []), timetables: timetables)
    #expect(try await useCase().entries.isEmpty)
    #expect(timetables.calls.isEmpty)
  }

  @Test("a login problem from the bookmarks is the bookmark error's account case")
  func loginProblem() async {
    let useCase = GetMyScheduleUseCaseImplementation(
      bookmarks: FakeBookmarkRepository(ids: [], failure: .loginExpired),
      timetables: FakeTimetableRepository())
    await #expect(throws: BookmarkError.account(.expired)) { try await useCase() }
  }

  @Test("a queued addition is in the schedule marked pending; a queued removal is left out")
  func queuedChanges() async throws {
    let queuedAt = Date(timeIntervalSince1970: 1_804_000_000)
    let useCase = GetMyScheduleUseCaseImplementation(
      bookmarks: FakeBookmarkRepository(
        ids: ["104", "201"],
        queued: [
          QueuedBookmarkChange(sessionID: "105", isAddition: true, queuedAt: queuedAt),
          QueuedBookmarkChange(sessionID: "201", isAddition: false, queuedAt: queuedAt),
        ]),
      timetables: Self.timetables())
    let schedule = try await useCase()
    #expect(schedule.entries.map(\.session.id) == ["104", "105"])
    #expect(schedule.entries.map(\.isPending) == [false, true])
    #expect(schedule.entries.map(\.conflicts) == [["105"], ["104"]])
    #expect(schedule.pendingRemovals == ["201"])
  }

  @Test("bookmarks from the copy saved on this device make the schedule a saved copy")
  func savedBookmarks() async throws {
    let useCase = GetMyScheduleUseCaseImplementation(
      bookmarks: FakeBookmarkRepository(ids: ["104"], source: .cache(savedAt: Fixtures.now)),
      timetables: Self.timetables())
    let schedule = try await useCase()
    #expect(schedule.entries.map(\.session.id) == ["104"])
    #expect(schedule.isFromSavedCopy)
  }

  @Test("a bookmarked session that moved since the changes were last seen is marked changed")
  func changedSinceSeen() async throws {
    // As last seen, 104 started at 09:00; 105 was where it is now.
    let seenDay = TimetableEntity(
      day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo",
      sessions: [
        Fixtures.sessionEntity(
          id: "104", startsAt: "2027-03-10T09:00:00+09:00", endsAt: "2027-03-10T09:45:00+09:00"),
        Fixtures.sessionEntity(
          id: "105", startsAt: "2027-03-10T10:30:00+09:00", endsAt: "2027-03-10T11:00:00+09:00"),
      ])
    let useCase = GetMyScheduleUseCaseImplementation(
      bookmarks: FakeBookmarkRepository(ids: ["104", "105"]), timetables: Self.timetables(),
      seen: FakeSeenProgrammeRepository(seen: [seenDay]))
    let schedule = try await useCase()
    #expect(schedule.entries.map(\.session.id) == ["104", "105"])
    #expect(schedule.entries.map(\.hasChanged) == [true, false])
  }
}
