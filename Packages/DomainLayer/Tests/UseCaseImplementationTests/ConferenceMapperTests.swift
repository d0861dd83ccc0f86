import Domain
import Entity
import Foundation
import Testing
import UseCaseImplementation

struct ConferenceMapperTests {
  private let mapper = ConferenceMapper()

  @Test
  func mapsTheDaysInOrderWithTheirDatesZoneAndDayChange() throws {
    let conference = try mapper.conference(
      from: ConferenceEntity(
        title: "FOSDEM 2020", acronym: "fosdem2020", timeZone: "Europe/Brussels",
        dayChange: "04:00",
        days: [
          ConferenceDayEntity(day: 2, date: "2020-02-02"),
          ConferenceDayEntity(day: 1, date: "2020-02-01"),
        ]))
    #expect(conference.title == "FOSDEM 2020")
    #expect(conference.timeZone.identifier == "Europe/Brussels")
    #expect(conference.dayChangeMinutes == 240)
    #expect(conference.dayNumbers.map(\.number) == [1, 2])
    #expect(conference.days.map(\.date.description) == ["2020-02-01", "2020-02-02"])
  }

  @Test("the unscheduled sessions, in order; an empty track or room is none")
  func mapsTheUnscheduledSessions() throws {
    let conference = try mapper.conference(
      from: ConferenceEntity(
        title: "iOSDC", acronym: "iosdc", timeZone: "Asia/Tokyo", dayChange: nil,
        days: [ConferenceDayEntity(day: 1, date: "2030-09-10")],
        unscheduled: [
          UnscheduledSessionEntity(
            id: "u2", title: "Later", abstract: "Soon.", track: "Swift", room: "Track A",
            speakers: [SpeakerEntity(id: "s1", name: "港 太郎", affiliation: "Harbour")],
            links: [SessionLinkEntity(title: "Event page", url: "https://example.org/u2")]),
          UnscheduledSessionEntity(
            id: "u1", title: "TBA", abstract: "", track: "", room: "", speakers: []),
        ]))
    #expect(
      conference.unscheduled == [
        UnscheduledSession(
          id: "u2", title: "Later", abstract: "Soon.", track: Track(name: "Swift"),
          room: "Track A",
          speakers: [Speaker(id: "s1", name: "港 太郎", affiliation: "Harbour")],
          links: [SessionLink(title: "Event page", address: "https://example.org/u2")]),
        UnscheduledSession(
          id: "u1", title: "TBA", abstract: "", track: nil, room: nil, speakers: []),
      ])
  }

  @Test("a description without unscheduled sessions (a backend's, an older copy's) has none")
  func noUnscheduledSessions() throws {
    let conference = try mapper.conference(
      from: ConferenceEntity(
        title: "", acronym: "", timeZone: "UTC", dayChange: nil,
        days: [ConferenceDayEntity(day: 1, date: "2020-02-01")]))
    #expect(conference.unscheduled == [])
  }

  @Test(arguments: [
    (
      ConferenceEntity(title: "", acronym: "", timeZone: "Mars/Olympus", dayChange: nil, days: []),
      "the conference's description has an unknown time zone 'Mars/Olympus'"
    ),
    (
      ConferenceEntity(title: "", acronym: "", timeZone: "UTC", dayChange: nil, days: []),
      "the conference's description has no days"
    ),
    (
      ConferenceEntity(
        title: "", acronym: "", timeZone: "UTC", dayChange: nil,
        days: [ConferenceDayEntity(day: 1, date: "1 Feb")]),
      "the conference's description has an unreadable date '1 Feb' for day 1"
    ),
    (
      ConferenceEntity(
        title: "", acronym: "", timeZone: "UTC", dayChange: nil,
        days: [
          ConferenceDayEntity(day: 1, date: "2020-02-01"),
          ConferenceDayEntity(day: 1, date: "2020-02-02"),
        ]),
      "the conference's description has a day numbered 1"
    ),
    (
      ConferenceEntity(
        title: "", acronym: "", timeZone: "UTC", dayChange: "25:00",
        days: [ConferenceDayEntity(day: 1, date: "2020-02-01")]),
      "the conference's description has an unreadable day change '25:00'"
    ),
    (
      ConferenceEntity(
        title: "", acronym: "", timeZone: "UTC", dayChange: nil,
        days: [ConferenceDayEntity(day: 1, date: "2020-02-01")],
        unscheduled: [
          UnscheduledSessionEntity(
            id: "", title: "No id", abstract: "", track: "", room: nil, speakers: [])
        ]),
      "the conference's description has an unscheduled session without an id"
    ),
  ])
  func refusesMalformedDescriptions(entity: ConferenceEntity, reason: String) {
    #expect(throws: TimetableError.connectivity(.incompatible(reason: reason))) {
      try mapper.conference(from: entity)
    }
  }
}
