import Domain
import Foundation
import Testing
import ViewModel

struct TimetableViewModelNameCountTests {
  /// Day 1 of `Fixtures` (101 and 103 Architecture, 102 UI, all in Hall A) and a day 2 with
  /// an Architecture session in Room 2, one without a room, and one in "hall a".
  private static func content(
    selectedTrack: Track? = nil, roomOrder: [String] = []
  ) throws -> TimetableViewModel.Content {
    let dayOne = try Fixtures.timetable()
    let dayTwo = try ConferenceDay(2)
    let start = Fixtures.tenOClock + 86_400
    let sessions = [("201", "Architecture", "Room 2"), ("202", "UI", ""), ("203", "UI", "hall a")]
      .map {
        Session(
          id: Session.ID($0.0), title: "Talk", abstract: "", day: dayTwo, startsAt: start,
          endsAt: start + 1_800, timeZone: Fixtures.tokyo, track: Track(name: $0.1), room: $0.2,
          level: nil, language: "en", speakers: [])
      }
    let second = Timetable(
      day: dayTwo, date: dayOne.date.adding(days: 1), timeZone: Fixtures.tokyo,
      sessions: sessions, freshness: .live, roomOrder: roomOrder)
    return TimetableViewModel.Content(
      timetable: dayOne, otherDays: [second], selectedTrack: selectedTrack, instant: Fixtures.now)
  }

  @Test("each track of the days, whatever the filter, with its sessions and days, by name")
  func trackCounts() throws {
    let days = [try ConferenceDay(1), try ConferenceDay(2)]

    #expect(
      try Self.content(selectedTrack: Track(name: "UI")).trackCounts == [
        TimetableViewModel.NameCount(name: "Architecture", sessionCount: 3, days: days),
        TimetableViewModel.NameCount(name: "UI", sessionCount: 3, days: days),
      ])
  }

  @Test("each room spelled its own way, sessions without a room left out")
  func roomCounts() throws {
    let one = try ConferenceDay(1)
    let two = try ConferenceDay(2)

    #expect(
      try Self.content().roomCounts == [
        TimetableViewModel.NameCount(name: "Hall A", sessionCount: 3, days: [one]),
        TimetableViewModel.NameCount(name: "hall a", sessionCount: 1, days: [two]),
        TimetableViewModel.NameCount(name: "Room 2", sessionCount: 1, days: [two]),
      ])
  }

  @Test("rooms in the programme's order, the rooms it does not order after them by name")
  func roomCountsInTheProgrammesOrder() throws {
    let one = try ConferenceDay(1)
    let two = try ConferenceDay(2)
    let content = try Self.content(roomOrder: ["Room 2", "Elsewhere", "hall a"])

    #expect(content.rooms == ["Room 2", "hall a", "", "Hall A"])
    #expect(
      content.roomCounts == [
        TimetableViewModel.NameCount(name: "Room 2", sessionCount: 1, days: [two]),
        TimetableViewModel.NameCount(name: "hall a", sessionCount: 1, days: [two]),
        TimetableViewModel.NameCount(name: "Hall A", sessionCount: 3, days: [one]),
      ])
  }

  @Test("starting at a time keeps, on each day, the sessions that end after it")
  func startingAt() throws {
    let content = try Self.content()

    // 10:45 on day 1 (101 and 102 end then); 10:00 on day 2 (all run until 10:30).
    let started = content.starting { day in
      day.day.number == 1 ? Fixtures.tenOClock + 45 * 60 : Fixtures.tenOClock + 86_400
    }

    #expect(started.days.map { $0.sessions.map(\.id) } == [["103"], ["201", "202", "203"]])
    #expect(started.days.map { $0.rows.map(\.id) } == [["103"], ["201", "202", "203"]])
    #expect(started.days.map(\.timetable) == content.days.map(\.timetable))
  }
}
