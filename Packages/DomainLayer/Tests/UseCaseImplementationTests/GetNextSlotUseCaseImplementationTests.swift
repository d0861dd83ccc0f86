import Analytics
import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetNextSlotUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makeGetNextSlot(
    _ repository: FakeTimetableRepository
  ) -> GetNextSlotUseCaseImplementation {
    GetNextSlotUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test(arguments: [
    // Days are loaded once each: the day shown, those that can hold a session running now,
    // then the following ones until no later day can hold an earlier start.
    ("2027-03-11T10:15:00+09:00", ["202"] as [Session.ID], [1, 2, 3], "2"),
    ("2027-03-11T12:00:00+09:00", ["301"], [1, 2, 3], "3"),
    ("2027-03-01T12:00:00+09:00", ["101"], [1, 2], "1"),
    ("2027-03-12T11:00:00+09:00", [], [1, 2, 3], "none"),
    ("2027-03-20T11:00:00+09:00", [], [3], "none"),
  ])
  func findsTheNextSlotTodayOrOnTheFollowingDay(
    at text: String, sessions: [Session.ID], days: [Int], slotDay: String
  ) async throws {
    let repository = ProgrammeDays.repository()

    let upcoming = try await makeGetNextSlot(repository)(after: ProgrammeDays.instant(text))

    #expect(upcoming.slot?.sessions.map(\.id) ?? [] == sessions)
    #expect(upcoming.timetable.map { String($0.day.number) } ?? "none" == slotDay)
    #expect(
      repository.calls.sorted { "\($0)" < "\($1)" } == days.map { .timetable(day: $0) })
    #expect(analytics.events.map(\.name) == ["next_slot_found"])
    #expect(analytics.events.first?.properties["day"] == slotDay)
  }
}
