import Domain
import Entity
import Foundation
import Testing
import UseCaseImplementation

struct TimetableMapperTests {
  private let mapper = TimetableMapper()

  @Test
  func mapsADayInTheNamedTimeZoneOrderedByStartThenTrack() throws {
    let entity = TimetableEntity(
      day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo",
      sessions: [
        Fixtures.sessionEntity(
          id: "2", startsAt: "2027-03-10T11:00:00+09:00", endsAt: "2027-03-10T11:30:00+09:00"),
        Fixtures.sessionEntity(id: "3", track: "UI"),
        Fixtures.sessionEntity(id: "1"),
      ])
    let savedAt = Date(timeIntervalSince1970: 1_000)

    let timetable = try mapper.timetable(from: entity, freshness: .cached(savedAt: savedAt))

    #expect(
      timetable
        == Timetable(
          day: try ConferenceDay(1), date: try #require(CalendarDate("2027-03-10")),
          timeZone: Fixtures.tokyo,
          sessions: [
            try Fixtures.session(id: "1"),
            try Fixtures.session(id: "3", track: "UI"),
            try Fixtures.session(id: "2", startsAt: Fixtures.tenOClock + 3_600, minutes: 30),
          ],
          freshness: .cached(savedAt: savedAt)))
  }

  @Test("the entity's rooms are the timetable's room order; none is an empty order")
  func mapsTheRoomOrder() throws {
    let sessions = [
      Fixtures.sessionEntity(id: "1", room: "Alpha"), Fixtures.sessionEntity(id: "2", room: "Zeta"),
    ]
    let ordered = TimetableEntity(
      day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo", sessions: sessions,
      rooms: ["Zeta", "Alpha"])
    let unordered = TimetableEntity(
      day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo", sessions: sessions)

    let read = try mapper.timetable(from: ordered, freshness: .live)
    let unread = try mapper.timetable(from: unordered, freshness: .live)

    #expect(read.roomOrder == ["Zeta", "Alpha"])
    #expect(read.rooms == ["Zeta", "Alpha"])
    #expect(unread.roomOrder == [])
    #expect(unread.rooms == ["Alpha", "Zeta"])
  }

  @Test(arguments: ["", "Mars/Olympus_Mons"])
  func fallsBackToTheTimestampsOffsetForAnUnknownTimeZone(name: String) throws {
    let entity = TimetableEntity(
      day: 1, date: "2027-03-10", timeZone: name, sessions: [Fixtures.sessionEntity()])

    let timetable = try mapper.timetable(from: entity, freshness: .live)

    #expect(timetable.timeZone == Fixtures.plusNine)
    #expect(timetable.sessions == [try Fixtures.session(timeZone: Fixtures.plusNine)])
  }

  @Test
  func fallsBackToUTCForAnEmptyDayWithAnUnknownTimeZone() throws {
    let entity = TimetableEntity(day: 2, date: "2027-03-11", timeZone: "nowhere", sessions: [])
    let timetable = try mapper.timetable(from: entity, freshness: .live)
    #expect(
      timetable
        == Timetable(
          day: try ConferenceDay(2), date: try #require(CalendarDate("2027-03-11")), timeZone: .gmt,
          sessions: [], freshness: .live))
  }

  @Test(arguments: [
    (
      TimetableEntity(day: 0, date: "2027-03-10", timeZone: "Asia/Tokyo", sessions: []),
      "the timetable is for day 0, which does not exist"
    ),
    (
      TimetableEntity(day: 1, date: "10/03/2027", timeZone: "Asia/Tokyo", sessions: []),
      "the timetable has an unreadable date '10/03/2027'"
    ),
    (
      TimetableEntity(
        day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo",
        sessions: [Fixtures.sessionEntity(day: 2)]),
      "session '104' is on day 2 but was listed for day 1"
    ),
    (
      TimetableEntity(
        day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo",
        sessions: [Fixtures.sessionEntity(startsAt: "?")]),
      "session '104' has an unreadable start time '?'"
    ),
  ])
  func rejectsMalformedTimetables(entity: TimetableEntity, reason: String) {
    #expect(throws: TimetableError.connectivity(.incompatible(reason: reason))) {
      try mapper.timetable(from: entity, freshness: .live)
    }
  }
}
