import Entity
import Foundation
import ProgrammeFeed
import Testing

/// Indico's event export.
@Suite("IndicoFeed")
struct IndicoFeedTests {
  @Test("contributions nested in blocks, posters sharing a start, a block alone, the event's head")
  func read() throws {
    let read = try programme(JSONProgrammeFeeds.indico, timeZone: nil)
    #expect(
      [read.conference.title, read.conference.timeZone] == [
        "Harbour Physics 2030", "Europe/Zurich",
      ])
    #expect(read.conference.days.map(\.date) == ["2030-06-10", "2030-06-11"])
    #expect(
      SessionizeFeedTests.sessions(read) == [
        "1 | 1 | 2030-06-10T09:00:00+02:00 | 2030-06-10T09:25:00+02:00 | Auditorium | Sources |"
          + " First oral | Marie Curie | Invited Oral |"
          + " Event page=https://indico.example/event/7/contributions/1/ | Beams & light",
        // No end: its duration in minutes.
        "2 | 1 | 2030-06-10T09:25:00+02:00 | 2030-06-10T09:50:00+02:00 | Auditorium | Orals |"
          + " Second oral | Lise Meitner | - |  | ",
        "21 | 1 | 2030-06-10T16:00:00+02:00 | 2030-06-10T17:30:00+02:00 | Hall | Sources |"
          + " Poster A |  | Poster |  | ",
        "22 | 1 | 2030-06-10T16:00:00+02:00 | 2030-06-10T17:30:00+02:00 | Hall | Sources |"
          + " Poster B |  | Poster |  | ",
        "block-13 | 2 | 2030-06-11T09:00:00+02:00 | 2030-06-11T10:30:00+02:00 | Room 1 |"
          + " Tutorial | Tutorial | Emmy Noether | - |  | Hands on",
      ])
    #expect(
      read.warnings.map(\.description) == [
        "event 90 ('Unscheduled talk') has no time yet and is listed as unscheduled"
      ])
    #expect(
      read.conference.unscheduled == [
        UnscheduledSessionEntity(
          id: "90", title: "Unscheduled talk", abstract: "Later", track: "Sources",
          room: "Auditorium",
          speakers: [SpeakerEntity(id: "502", name: "Rosalind Franklin", affiliation: nil)],
          links: [
            SessionLinkEntity(
              title: "Event page", url: "https://indico.example/event/7/contributions/90/")
          ])
      ])
  }

  @Test("times are read in their own zone, whatever zone the programme is shown in")
  func ownZones() throws {
    let read = try programme(JSONProgrammeFeeds.indico, timeZone: "America/New_York")
    #expect(
      read.timetables.first?.sessions.first.map { [$0.startsAt, $0.endsAt] } == [
        "2030-06-10T03:00:00-04:00", "2030-06-10T03:25:00-04:00",
      ])
  }

  @Test("the detail=contributions export: contributions at the top, no blocks")
  func contributionsOnly() throws {
    let feed = """
      {"results": [{"title": "T", "timezone": "Asia/Tokyo", "contributions": [
        {"id": "5", "title": "Alone",
         "startDate": {"date": "2030-01-02", "time": "10:00:00", "tz": "Asia/Tokyo"},
         "endDate": {"date": "2030-01-02", "time": "10:30:00", "tz": "Asia/Tokyo"},
         "room": null, "speakers": null}]}]}
      """
    #expect(
      SessionizeFeedTests.sessions(try programme(feed, timeZone: nil)) == [
        "5 | 1 | 2030-01-02T10:00:00+09:00 | 2030-01-02T10:30:00+09:00 |  |  | Alone |  | - |  | "
      ])
  }
}
