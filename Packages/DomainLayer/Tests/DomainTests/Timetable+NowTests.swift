import Domain
import Foundation
import Testing

struct TimetableNowTests {
  /// Day 1 with a 90-minute workshop beside two 40-minute talks.
  private let day = ProgrammeSamples.timetable(
    day: 1, date: "2027-03-10",
    sessions: [
      ProgrammeSamples.session(
        "101", from: "2027-03-10T10:00:00+09:00", to: "2027-03-10T10:40:00+09:00"),
      ProgrammeSamples.session(
        "102", from: "2027-03-10T10:00:00+09:00", to: "2027-03-10T11:30:00+09:00",
        track: "Testing"),
      ProgrammeSamples.session(
        "103", from: "2027-03-10T10:50:00+09:00", to: "2027-03-10T11:30:00+09:00"),
    ])

  @Test(arguments: [
    ("2027-03-10T09:00:00+09:00", [Session.ID](), ["101", "102"] as [Session.ID]),
    ("2027-03-10T10:00:00+09:00", ["101", "102"], ["103"]),
    ("2027-03-10T10:45:00+09:00", ["102"], ["103"]),
    ("2027-03-10T10:50:00+09:00", ["102", "103"], []),
    ("2027-03-10T11:30:00+09:00", [], []),
  ])
  func knowsWhatRunsAndWhatStartsNext(
    at text: String, running: [Session.ID], next: [Session.ID]
  ) {
    let instant = ProgrammeSamples.instant(text)
    #expect(day.sessions(runningAt: instant).map(\.id) == running)
    #expect(day.slot(after: instant)?.sessions.map(\.id) ?? [] == next)
  }

  @Test
  func theFirstSlotIsTheEarliestStart() {
    #expect(
      day.firstSlot
        == TimeSlot(
          startsAt: ProgrammeSamples.instant("2027-03-10T10:00:00+09:00"),
          sessions: Array(day.sessions.prefix(2))))
    #expect(ProgrammeSamples.timetable(day: 1, date: "2027-03-10").firstSlot == nil)
  }
}
