import Domain
import Foundation
import Testing

struct ConferenceMomentTests {
  /// Loads from `days`, recording which days were asked for.
  private final class Loader: @unchecked Sendable {
    // Safe: tests call `load` from one task at a time and read `asked` afterwards.
    private(set) var asked: [Int] = []
    let days: [Timetable]

    init(days: [Timetable]) {
      self.days = days
    }

    func load(_ day: ConferenceDay) throws(TimetableError) -> Timetable {
      asked.append(day.number)
      guard let timetable = days.first(where: { $0.day == day }) else {
        throw .dayNotFound(day: day.number, days: [])
      }
      return timetable
    }
  }

  @Test(arguments: [
    ("2027-03-01T12:00:00+09:00", ConferenceMoment.Phase.before(daysUntil: 9), 1, [1]),
    ("2027-03-09T23:59:59+09:00", .before(daysUntil: 1), 1, [1]),
    ("2027-03-10T00:00:00+09:00", .during, 1, [1]),
    ("2027-03-11T10:15:00+09:00", .during, 2, [1, 2]),
    // 2027-03-11T01:15 in UTC is already day 2 in Tokyo: the conference's zone decides.
    ("2027-03-11T01:15:00Z", .during, 2, [1, 2]),
    ("2027-03-12T23:59:00+09:00", .during, 3, [1, 2, 3]),
    ("2027-03-13T00:00:00+09:00", .after(daysAgo: 1), 3, [1, 2, 3]),
    ("2027-04-12T12:00:00+09:00", .after(daysAgo: 31), 3, [1, 2, 3]),
  ])
  func locatesAnInstantByTheTimetablesDates(
    at text: String, phase: ConferenceMoment.Phase, shownDay: Int, asked: [Int]
  ) async throws {
    let loader = Loader(days: ProgrammeSamples.conference)
    let moment = try await ConferenceMoment.locate(
      at: ProgrammeSamples.instant(text), days: ProgrammeSamples.days, loading: loader.load)
    #expect(moment.phase == phase)
    #expect(moment.timetable.day.number == shownDay)
    #expect(moment.instant == ProgrammeSamples.instant(text))
    #expect(loader.asked == asked)
  }

  @Test
  func aDayWithoutSessionsBetweenTwoDaysIsADayOff() async throws {
    let days = [
      ProgrammeSamples.timetable(day: 1, date: "2027-03-10"),
      ProgrammeSamples.timetable(day: 2, date: "2027-03-12"),
      ProgrammeSamples.timetable(day: 3, date: "2027-03-13"),
    ]
    let moment = try await ConferenceMoment.locate(
      at: ProgrammeSamples.instant("2027-03-11T12:00:00+09:00"), days: ProgrammeSamples.days,
      loading: Loader(days: days).load)
    #expect(moment.phase == .dayOff(daysUntil: 1))
    #expect(moment.timetable.day.number == 2)
    #expect(moment.isToday == false)
  }

  @Test
  func aFailedLoadEndsTheSearch() async {
    let loader = Loader(days: Array(ProgrammeSamples.conference.prefix(1)))
    await #expect(throws: TimetableError.dayNotFound(day: 2, days: [])) {
      try await ConferenceMoment.locate(
        at: ProgrammeSamples.instant("2027-03-12T10:00:00+09:00"), days: ProgrammeSamples.days,
        loading: loader.load)
    }
    #expect(loader.asked == [1, 2])
  }

  @Test(arguments: [
    ("2027-03-11T10:15:00+09:00", ["201"] as [Session.ID]),
    ("2027-03-11T10:45:00+09:00", []),
    ("2027-03-09T10:15:00+09:00", []),
  ])
  func runningSessionsAreTodaysOnly(at text: String, running: [Session.ID]) async throws {
    let moment = try await ConferenceMoment.locate(
      at: ProgrammeSamples.instant(text), days: ProgrammeSamples.days,
      loading: Loader(days: ProgrammeSamples.conference).load)
    #expect(moment.runningSessions.map(\.id) == running)
  }

  @Test
  func theDaysComeFromTheConferenceHoweverManyThereAre() async throws {
    let days = (1...5).map { ProgrammeSamples.timetable(day: $0, date: "2027-03-1\($0)") }
    let loader = Loader(days: days)
    let moment = try await ConferenceMoment.locate(
      at: ProgrammeSamples.instant("2027-03-15T12:00:00+09:00"),
      days: (1...5).map(ProgrammeSamples.day), loading: loader.load)
    #expect(moment.phase == .during)
    #expect(moment.timetable.day.number == 5)
    #expect(loader.asked == [1, 2, 3, 4, 5])
  }

  @Test
  func aConferenceWithoutDaysHasNoMoment() async {
    let loader = Loader(days: ProgrammeSamples.conference)
    await #expect(throws: TimetableError.dayNotFound(day: 1, days: [])) {
      try await ConferenceMoment.locate(
        at: ProgrammeSamples.instant("2027-03-11T12:00:00+09:00"), days: [], loading: loader.load)
    }
    #expect(loader.asked == [])
  }
}
