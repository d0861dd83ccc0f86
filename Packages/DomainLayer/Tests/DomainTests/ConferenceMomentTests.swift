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

  private static func locate(
    _ text: String, in conference: Conference = ProgrammeSamples.description,
    days: [Timetable] = ProgrammeSamples.conference
  ) async throws -> ConferenceMoment {
    try await ConferenceMoment.locate(
      at: ProgrammeSamples.instant(text), in: conference, loading: Loader(days: days).load)
  }

  @Test(arguments: [
    ("2027-03-01T12:00:00+09:00", ConferenceMoment.Phase.before(daysUntil: 9), 1),
    ("2027-03-09T23:59:59+09:00", .before(daysUntil: 1), 1),
    ("2027-03-10T00:00:00+09:00", .during, 1),
    ("2027-03-11T10:15:00+09:00", .during, 2),
    // 2027-03-11T01:15 in UTC is already day 2 in Tokyo: the conference's zone decides.
    ("2027-03-11T01:15:00Z", .during, 2),
    ("2027-03-12T23:59:00+09:00", .during, 3),
    ("2027-03-13T00:00:00+09:00", .after(daysAgo: 1), 3),
    ("2027-04-12T12:00:00+09:00", .after(daysAgo: 31), 3),
  ])
  func locatesAnInstantByTheDaysSpans(
    at text: String, phase: ConferenceMoment.Phase, shownDay: Int
  ) async throws {
    let moment = try await Self.locate(text)
    #expect(moment.phase == phase)
    #expect(moment.timetable.day.number == shownDay)
    #expect(moment.instant == ProgrammeSamples.instant(text))
  }

  @Test(arguments: [
    // With days changing at 04:00, 01:30 is still the evening's day.
    ("2027-03-11T01:30:00+09:00", ConferenceMoment.Phase.during, 1),
    ("2027-03-11T03:59:59+09:00", .during, 1),
    // A day change belongs to the day that starts there, not the one that ends.
    ("2027-03-11T04:00:00+09:00", .during, 2),
    ("2027-03-10T03:00:00+09:00", .before(daysUntil: 0), 1),
    ("2027-03-13T03:00:00+09:00", .during, 3),
    ("2027-03-13T04:00:00+09:00", .after(daysAgo: 1), 3),
  ])
  func aDayRunsFromOneDayChangeToTheNext(
    at text: String, phase: ConferenceMoment.Phase, shownDay: Int
  ) async throws {
    let conference = ProgrammeSamples.conference(
      of: ProgrammeSamples.conference, dayChangeMinutes: 240)
    let moment = try await Self.locate(text, in: conference)
    #expect(moment.phase == phase)
    #expect(moment.timetable.day.number == shownDay)
  }

  @Test(arguments: [
    ("2027-03-11T03:30:00+09:00", ConferenceMoment.Phase.during, 1),
    // Between the programme's own spans: a day off until day 2 starts at 10:00 that morning.
    ("2027-03-11T05:00:00+09:00", .dayOff(daysUntil: 0), 2),
    ("2027-03-11T10:00:00+09:00", .during, 2),
    ("2027-03-10T09:59:00+09:00", .before(daysUntil: 0), 1),
  ])
  func theProgrammesOwnSpansWin(
    at text: String, phase: ConferenceMoment.Phase, shownDay: Int
  ) async throws {
    let span = { (from: String, to: String) in
      ProgrammeSamples.instant(from)..<ProgrammeSamples.instant(to)
    }
    let conference = ProgrammeSamples.conference(
      of: ProgrammeSamples.conference,
      spans: [
        1: span("2027-03-10T10:00:00+09:00", "2027-03-11T04:00:00+09:00"),
        2: span("2027-03-11T10:00:00+09:00", "2027-03-12T04:00:00+09:00"),
        3: span("2027-03-12T10:00:00+09:00", "2027-03-13T04:00:00+09:00"),
      ])
    let moment = try await Self.locate(text, in: conference)
    #expect(moment.phase == phase)
    #expect(moment.timetable.day.number == shownDay)
  }

  @Test
  func aDayWithoutSessionsBetweenTwoDaysIsADayOff() async throws {
    let days = [
      ProgrammeSamples.timetable(day: 1, date: "2027-03-10"),
      ProgrammeSamples.timetable(day: 2, date: "2027-03-12"),
      ProgrammeSamples.timetable(day: 3, date: "2027-03-13"),
    ]
    let moment = try await Self.locate(
      "2027-03-11T12:00:00+09:00", in: ProgrammeSamples.conference(of: days), days: days)
    #expect(moment.phase == .dayOff(daysUntil: 1))
    #expect(moment.timetable.day.number == 2)
    #expect(moment.isToday == false)
  }

  @Test
  func aFailedLoadEndsTheSearch() async {
    let loader = Loader(days: Array(ProgrammeSamples.conference.prefix(1)))
    await #expect(throws: TimetableError.dayNotFound(day: 3, days: [])) {
      try await ConferenceMoment.locate(
        at: ProgrammeSamples.instant("2027-03-12T10:00:00+09:00"),
        in: ProgrammeSamples.description, loading: loader.load)
    }
  }

  @Test(arguments: [
    ("2027-03-11T10:15:00+09:00", ["201"] as [Session.ID]),
    ("2027-03-11T10:45:00+09:00", []),
    ("2027-03-09T10:15:00+09:00", []),
  ])
  func runningSessionsAreThoseUnderWay(at text: String, running: [Session.ID]) async throws {
    let moment = try await Self.locate(text)
    #expect(moment.runningSessions.map(\.id) == running)
  }

  @Test
  func aSessionRunsWhateverDayItsProgrammeFilesItUnder() async throws {
    // Filed under day 1, but held after midnight, in day 2's span (wafer's habit, and any
    // late-night session of a programme without a day change).
    let late = ProgrammeSamples.session(
      "199", day: 1, from: "2027-03-11T01:00:00+09:00", to: "2027-03-11T02:00:00+09:00")
    var days = ProgrammeSamples.conference
    days[0] = ProgrammeSamples.timetable(
      day: 1, date: "2027-03-10", sessions: days[0].sessions + [late])
    let moment = try await Self.locate(
      "2027-03-11T01:30:00+09:00", in: ProgrammeSamples.conference(of: days), days: days)
    #expect(moment.phase == .during)
    #expect(moment.timetable.day.number == 2)
    #expect(moment.runningSessions.map(\.id) == ["199"])
  }

  @Test
  func eachDayIsLoadedOnce() async throws {
    let days = (1...5).map { ProgrammeSamples.timetable(day: $0, date: "2027-03-1\($0)") }
    let loader = Loader(days: days)
    let moment = try await ConferenceMoment.locate(
      at: ProgrammeSamples.instant("2027-03-15T12:00:00+09:00"),
      in: ProgrammeSamples.conference(of: days), loading: loader.load)
    #expect(moment.phase == .during)
    #expect(moment.timetable.day.number == 5)
    #expect(loader.asked.sorted() == [1, 2, 3, 4, 5])
  }

  @Test
  func farFromTheConferenceOnlyTheShownDayIsLoaded() async throws {
    let loader = Loader(days: ProgrammeSamples.conference)
    _ = try await ConferenceMoment.locate(
      at: ProgrammeSamples.instant("2027-05-01T12:00:00+09:00"),
      in: ProgrammeSamples.description, loading: loader.load)
    #expect(loader.asked == [3])
  }

  @Test
  func aConferenceWithoutDaysHasNoMoment() async {
    let loader = Loader(days: ProgrammeSamples.conference)
    let empty = Conference(
      title: "", acronym: "", timeZone: ProgrammeSamples.tokyo, days: [])
    await #expect(throws: TimetableError.dayNotFound(day: 1, days: [])) {
      try await ConferenceMoment.locate(
        at: ProgrammeSamples.instant("2027-03-11T12:00:00+09:00"), in: empty,
        loading: loader.load)
    }
    #expect(loader.asked == [])
  }
}
