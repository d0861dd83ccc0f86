import Domain
import Foundation
import Testing

struct UpcomingSlotTests {
  private static func load(_ day: ConferenceDay) throws(TimetableError) -> Timetable {
    guard let timetable = ProgrammeSamples.conference.first(where: { $0.day == day }) else {
      throw .dayNotFound(day: day.number, days: [])
    }
    return timetable
  }

  @Test(arguments: [
    ("2027-03-05T09:00:00+09:00", ["101"] as [Session.ID], 1),
    ("2027-03-10T10:00:00+09:00", ["102"], 1),
    ("2027-03-10T10:50:00+09:00", ["201"], 2),
    ("2027-03-11T23:00:00+09:00", ["301"], 3),
  ])
  func theNextSlotIsTodaysOrTheFollowingDaysFirst(
    after text: String, sessions: [Session.ID], day: Int
  ) async throws {
    let upcoming = try await UpcomingSlot.find(
      after: ProgrammeSamples.instant(text),
      in: ProgrammeSamples.description,
      loading: { day throws(TimetableError) in try Self.load(day) })
    #expect(upcoming.slot?.sessions.map(\.id) == sessions)
    #expect(upcoming.timetable?.day.number == day)
  }

  @Test(arguments: [
    ("2027-03-10T10:00:00+09:00", true), ("2027-03-10T10:50:00+09:00", false),
    ("2027-03-05T09:00:00+09:00", false), ("2027-03-13T09:00:00+09:00", false),
    // 08:00 in Tokyo is still the day before in UTC: the conference's zone decides.
    ("2027-03-11T08:00:00+09:00", true),
  ])
  func saysWhetherTheSlotIsOnTheDayOfTheInstant(after text: String, isThatDay: Bool)
    async throws
  {
    let upcoming = try await UpcomingSlot.find(
      after: ProgrammeSamples.instant(text),
      in: ProgrammeSamples.description,
      loading: { day throws(TimetableError) in try Self.load(day) })
    #expect(upcoming.isOnTheMomentsDay == isThatDay)
  }

  @Test(arguments: ["2027-03-12T10:50:00+09:00", "2027-03-13T09:00:00+09:00"])
  func afterTheLastSlotHasStartedThereIsNone(after text: String) async throws {
    let upcoming = try await UpcomingSlot.find(
      after: ProgrammeSamples.instant(text),
      in: ProgrammeSamples.description,
      loading: { day throws(TimetableError) in try Self.load(day) })
    #expect(upcoming.slot == nil)
    #expect(upcoming.timetable == nil)
    #expect(upcoming.moment.timetable.day.number == 3)
  }
}
