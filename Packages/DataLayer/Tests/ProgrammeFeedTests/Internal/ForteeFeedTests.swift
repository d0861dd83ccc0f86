import Entity
import Foundation
import ProgrammeFeed
import Testing

/// fortee's timetable (iOSDC Japan and other Japanese conferences).
@Suite("ForteeFeed")
struct ForteeFeedTests {
  @Test("talks and timeslots at their times, tracks as rooms, a talk without a time only warned of")
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
