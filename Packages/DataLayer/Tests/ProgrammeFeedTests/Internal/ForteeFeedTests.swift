import Entity
import Foundation
import ProgrammeFeed
import Testing

/// fortee's timetable (iOSDC Japan and other Japanese conferences).
@Suite("ForteeFeed")
struct ForteeFeedTests {
  @Test("talks and timeslots at their times, tracks as rooms, a talk without a time unscheduled")
  func read() throws {
    let read = try programme(JSONProgrammeFeeds.fortee, timeZone: nil)
    #expect([read.conference.acronym, read.conference.timeZone] == ["harbour-2030", "GMT+0900"])
    #expect(read.conference.days.map(\.date) == ["2030-09-10", "2030-09-11"])
    let page =
      "Event page=https://fortee.jp/harbour-2030/proposal/0a0a0a0a-0000-4000-8000-00000000000"
    #expect(
      SessionizeFeedTests.sessions(read) == [
        "0a0a0a0a-0000-4000-8000-000000000001 | 1 | 2030-09-10T10:00:00+09:00 |"
          + " 2030-09-10T10:20:00+09:00 | Track A |  | オープニング |  | timeslot |  | ",
        "0a0a0a0a-0000-4000-8000-000000000002 | 1 | 2030-09-10T10:30:00+09:00 |"
          + " 2030-09-10T11:10:00+09:00 | Track B |  | Swift の港 | 港 太郎 | talk | \(page)2 |"
          + " 一行目\n二行目",
        "0a0a0a0a-0000-4000-8000-000000000003 | 2 | 2030-09-11T11:00:00+09:00 |"
          + " 2030-09-11T11:20:00+09:00 | Track A | スポンサー | Sponsored | Sponsor Person | talk |"
          + " \(page)3 | ",
      ])
    #expect(
      read.warnings.map(\.description) == [
        "event 0a0a0a0a-0000-4000-8000-000000000004 ('まだ時間がない') has no time yet and is listed"
          + " as unscheduled",
        "the schedule names no time zone: times are shown at GMT+0900, the UTC offset its events "
          + "give (conference add --time-zone names the zone)",
      ])
    #expect(
      read.conference.unscheduled == [
        UnscheduledSessionEntity(
          id: "0a0a0a0a-0000-4000-8000-000000000004", title: "まだ時間がない", abstract: "あとで",
          track: "Swift", room: "Track B",
          speakers: [SpeakerEntity(id: "未定", name: "未定", affiliation: nil)],
          links: [
            SessionLinkEntity(
              title: "Event page",
              url: "https://fortee.jp/harbour-2030/proposal/0a0a0a0a-0000-4000-8000-000000000004")
          ])
      ])
  }

  @Test("talks without a time: one without an id, or with an earlier one's, is left out")
  func unscheduledLeftOut() throws {
    let read = try programme(
      #"""
      {"timetable": [
        {"type": "timeslot", "uuid": "a", "title": "Open", "track": {"name": "Hall"},
         "starts_at": "2030-09-10T10:00:00+09:00", "length_min": 20},
        {"type": "talk", "title": "No id"},
        {"type": "talk", "uuid": "b", "title": "Twice", "track": {"name": "HALL"}},
        {"type": "talk", "uuid": "b", "title": "Twice again"}
      ]}
      """#, timeZone: "Asia/Tokyo")
    #expect(
      read.conference.unscheduled == [
        UnscheduledSessionEntity(
          id: "b", title: "Twice", abstract: "", track: "", room: "Hall", speakers: [])
      ])
    #expect(
      read.warnings.map(\.description) == [
        "an event of day 1 ('No id') has no time yet and is listed as unscheduled",
        "event b ('Twice') has no time yet and is listed as unscheduled",
        "event b ('Twice again') has no time yet and is listed as unscheduled",
        "an event of day 1 ('No id') is left out: it has no id",
        "event b ('Twice again') is left out: an earlier event without a time has its id",
      ])
  }

  @Test("the conference's zone may be given; a timetable of talks all without a time is refused")
  func zoneAndEmpty() throws {
    let tokyo = try programme(JSONProgrammeFeeds.fortee, timeZone: "Asia/Tokyo")
    #expect(tokyo.conference.timeZone == "Asia/Tokyo")
    #expect(
      failure(#"{"timetable": [{"type": "talk", "uuid": "x", "title": "Later"}]}"#)
        == .missing("events"))
  }
}
