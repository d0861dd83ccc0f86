import Entity
import Foundation
import ProgrammeFeed
import Testing

/// pentabarf-style xCal (frab's and pretalx's `schedule.xcal`), and RFC 6321's layout.
@Suite("XCalFeedParser")
struct XCalFeedParserTests {
  @Test("pretalx's xCal: floating times in the zone given, its durations, its persons")
  func pretalx() throws {
    let read = try programme(XCalFeeds.harbour, timeZone: "America/New_York")
    #expect(read.conference.title == "Harbour Days 2030")
    #expect(read.conference.days.map(\.date) == ["2030-06-10", "2030-06-11"])
    #expect(
      ICalendarFeedParserTests.sessions(read) == [
        "KEYNOTE | 1 | 2030-06-10T09:00:00-04:00 | 2030-06-10T10:00:00-04:00 | Main hall |"
          + " Keynotes | Opening keynote | Ada Lovelace [Analytical Engines]+Charles Babbage |"
          + " - | Event page=https://harbour.example/2030/talk/KEYNOTE/",
        // `0.02500` is 25 minutes; no location is no room.
        "SHORT | 1 | 2030-06-10T10:30:00-04:00 | 2030-06-10T10:55:00-04:00 |  |  | Short talk |"
          + "  | - | ",
        // pentabarf's own id, when given, is the id; `1.03000` is an hour and a half.
        "42 | 1 | 2030-06-10T11:00:00-04:00 | 2030-06-10T12:30:00-04:00 | Room 2 |  | Long talk"
          + " |  | - | ",
        "COLON | 2 | 2030-06-11T09:00:00-04:00 | 2030-06-11T09:45:00-04:00 | Room 2 |  |"
          + " Colon duration |  | - | ",
        // `dtend` wins over a duration that disagrees.
        "ENDS | 2 | 2030-06-11T10:00:00-04:00 | 2030-06-11T10:10:00-04:00 | Room 2 |  | End wins"
          + " |  | - | ",
      ])
    let keynote = try #require(read.timetables.first?.sessions.first)
    #expect(
      [keynote.subtitle, keynote.language, keynote.abstract] == [
        "Why harbours", "en", "Welcome & hello.\n\nSecond paragraph.",
      ])
    #expect(read.warnings.isEmpty)
  }

  @Test("floating times without a zone are refused, asking for one")
  func noZone() {
    #expect(failure(XCalFeeds.harbour, timeZone: nil) == .noTimeZone)
  }

  @Test("a duration that does not read, without an end, leaves its event out with a warning")
  func badDuration() throws {
    let feed = XCalFeeds.pentabarf(
      XCalFeeds.event(
        uid: "A@@x",
        times: "<dtstart>20300610T090000</dtstart><dtend/>"
          + "<duration>soon</duration>")
        + XCalFeeds.event(
          uid: "B@@x",
          times: "<dtstart>20300610T100000</dtstart>"
            + "<duration>0.03000</duration>"))
    let read = try programme(feed, timeZone: "UTC")
    #expect(read.timetables.flatMap(\.sessions).map(\.endsAt) == ["2030-06-10T10:30:00+00:00"])
    #expect(
      read.warnings.map(\.description) == [
        "event A ('Talk') is left out: its duration 'soon' does not parse"
      ])
  }

  @Test(
    "the root element tells xCal from a schedule, in any case and with any prefix",
    arguments: ["iCalendar", "vcalendar-wrapper", "xCal:iCalendar", "ICALENDAR"])
  func roots(root: String) throws {
    let events = XCalFeeds.event(
      uid: "A@@x", times: "<dtstart>20300610T090000Z</dtstart><duration>PT1H</duration>")
    let feed =
      root == "vcalendar-wrapper"
      ? XCalFeeds.pentabarf(events).replacingOccurrences(of: "<iCalendar ", with: "<vcalendar ")
        .replacingOccurrences(of: "</iCalendar>", with: "</vcalendar>")
        .replacingOccurrences(of: "  <vcalendar>\n", with: "")
        .replacingOccurrences(of: "  </vcalendar>\n", with: "")
      : XCalFeeds.pentabarf(events, root: root)
    let read = try programme(feed)
    #expect(read.timetables.flatMap(\.sessions).map(\.startsAt) == ["2030-06-10T09:00:00+00:00"])
  }

  @Test("RFC 6321's layout: nested properties, typed values, a TZID parameter")
  func rfc6321() throws {
    let read = try programme(XCalFeeds.rfc6321)
    #expect(read.conference.timeZone == "Europe/Berlin")
    #expect(
      ICalendarFeedParserTests.sessions(read) == [
        "talk-1 | 1 | 2030-06-10T09:00:00+02:00 | 2030-06-10T09:45:00+02:00 | Hall | Nesting |"
          + " Nested talk |  | - | "
      ])
  }

  @Test("declarations are refused before parsing, as for schedule.xml")
  func declarations() {
    let feed = XCalFeeds.pentabarf("").replacingOccurrences(
      of: "?>\n", with: "?>\n<!DOCTYPE iCalendar [<!ENTITY x \"y\">]>\n")
    #expect(failure(feed) == .declaresEntities)
  }

  @Test("a calendar without events is refused in one line")
  func noEvents() {
    #expect(failure(XCalFeeds.pentabarf("")) == .missing("events"))
  }
}
