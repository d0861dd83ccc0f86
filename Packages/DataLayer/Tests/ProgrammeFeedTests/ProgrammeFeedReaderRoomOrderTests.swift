import Entity
import Foundation
import ProgrammeFeed
import Testing

/// Each format's rooms come in the feed's order (never by name, nor by their first session's
/// time): the earlier room in each feed below holds the later session.
@Suite("ProgrammeFeedReader: the rooms' order")
struct ProgrammeFeedReaderRoomOrderTests {
  /// Each day's `rooms`.
  private static func rooms(_ text: String, timeZone: String? = "UTC") throws -> [[String]?] {
    try programme(text, timeZone: timeZone).timetables.map(\.rooms)
  }

  @Test("schedule.xml: each day's <room> elements in document order, spelled as first met")
  func xml() throws {
    let feed = """
      <?xml version="1.0" encoding="UTF-8"?>
      <schedule>
        <conference><title>T</title></conference>
        <day index="1" date="2030-01-01">
          <room name="Zeta">\(MinimalFeeds.event(id: "1", start: "11:00"))</room>
          <room name="Mu"></room>
          <room name="Alpha">\(MinimalFeeds.event(id: "2", start: "10:00"))</room>
        </day>
        <day index="2" date="2030-01-02">
          <room name="alpha">\(MinimalFeeds.event(id: "3", start: "11:00"))</room>
          <room name="Zeta">\(MinimalFeeds.event(id: "4", start: "10:00"))</room>
        </day>
      </schedule>
      """
    #expect(try Self.rooms(feed) == [["Zeta", "Alpha"], ["Alpha", "Zeta"]])
  }

  @Test("schedule.json without conference.rooms: the order of each day's rooms members")
  func jsonMembers() throws {
    let feed = #"""
      {"schedule": {"conference": {"title": "T", "days": [
        {"index": 1, "date": "2030-01-01", "rooms": {
          "Z\u00fcrich": [{"id": 1, "start": "11:00", "duration": "00:30", "title": "A"}],
          "Mu": [],
          "Alpha": [{"id": 2, "start": "10:00", "duration": "00:30", "title": "B"}],
          "Beta \"B\"": [{"id": 3, "start": "09:00", "duration": "00:30", "title": "C"}]}},
        {"index": 2, "date": "2030-01-02", "rooms": {
          "Beta \"B\"": [{"id": 4, "start": "11:00", "duration": "00:30", "title": "D"}],
          "Alpha": [{"id": 5, "start": "10:00", "duration": "00:30", "title": "E"}]}}]}}}
      """#
    #expect(try Self.rooms(feed) == [["Zürich", "Alpha", "Beta \"B\""], ["Beta \"B\"", "Alpha"]])
  }

  @Test("schedule.json with conference.rooms: that order, then rooms it does not list")
  func jsonConferenceRooms() throws {
    let feed = """
      {"schedule": {"conference": {"title": "T",
        "rooms": [{"name": "Mu", "guid": "m"}, {"name": "Beta"}, {"name": "Alpha"}],
        "days": [{"index": 1, "date": "2030-01-01", "rooms": {
          "Alpha": [{"id": 1, "start": "09:00", "duration": "00:30", "title": "A"}],
          "Gamma": [{"id": 2, "start": "09:00", "duration": "00:30", "title": "B"}],
          "Beta": [{"id": 3, "start": "10:00", "duration": "00:30", "title": "C"}]}}]}}}
      """
    #expect(try Self.rooms(feed) == [["Beta", "Alpha", "Gamma"]])
  }

  @Test("xCal: the order the events first name their rooms")
  func xcal() throws {
    let feed = XCalFeeds.pentabarf(
      [
        XCalFeeds.event(
          uid: "1", times: "<dtstart>20300610T110000</dtstart><duration>0.03000</duration>",
          location: "Zeta"),
        XCalFeeds.event(
          uid: "2", times: "<dtstart>20300610T100000</dtstart><duration>0.03000</duration>",
          location: "Alpha"),
        XCalFeeds.event(
          uid: "3", times: "<dtstart>20300610T090000</dtstart><duration>0.03000</duration>",
          location: "zeta"),
      ].joined(separator: "\n"))
    #expect(try Self.rooms(feed) == [["Zeta", "Alpha"]])
  }

  @Test("iCalendar: the order the events first name their rooms; none named, no order")
  func iCalendar() throws {
    let named = ICalendarFeeds.document(
      ICalendarFeeds.calendar(
        ICalendarFeeds.event(
          uid: "1", start: "DTSTART:20300101T110000Z", end: "DURATION:PT30M",
          more: ["LOCATION:Zeta"])
          + ICalendarFeeds.event(
            uid: "2", start: "DTSTART:20300101T100000Z", end: "DURATION:PT30M",
            more: ["LOCATION:Alpha"])))
    let unnamed = ICalendarFeeds.document(
      ICalendarFeeds.calendar(
        ICalendarFeeds.event(uid: "1", start: "DTSTART:20300101T100000Z", end: "DURATION:PT30M")))
    #expect(try Self.rooms(named) == [["Zeta", "Alpha"]])
    #expect(try Self.rooms(unnamed) == [nil])
  }

  @Test("Sessionize: the order of its rooms list, whatever the sessions' order")
  func sessionize() throws {
    let feed = """
      {"sessions": [
        {"id": "1", "title": "A", "startsAt": "2030-06-10T09:00:00",
         "endsAt": "2030-06-10T09:30:00", "speakers": [], "categoryItems": [], "roomId": 2},
        {"id": "2", "title": "B", "startsAt": "2030-06-10T10:00:00",
         "endsAt": "2030-06-10T10:30:00", "speakers": [], "categoryItems": [], "roomId": 1},
        {"id": "3", "title": "C", "startsAt": "2030-06-10T11:00:00",
         "endsAt": "2030-06-10T11:30:00", "speakers": [], "categoryItems": [], "roomId": 3}],
       "speakers": [],
       "rooms": [{"id": 3, "name": "Zeta", "sort": 0}, {"id": 1, "name": "Mu", "sort": 1},
         {"id": 2, "name": "Alpha", "sort": 2}]}
      """
    #expect(try Self.rooms(feed) == [["Zeta", "Mu", "Alpha"]])
  }

  @Test("fortee: the order the talks first name their tracks, which are its rooms")
  func fortee() throws {
    let feed = """
      {"timetable": [
        {"type": "talk", "uuid": "1", "title": "A", "track": {"name": "Track B"},
         "starts_at": "2030-09-10T11:00:00+09:00", "length_min": 20},
        {"type": "talk", "uuid": "2", "title": "B", "track": {"name": "Track A"},
         "starts_at": "2030-09-10T10:00:00+09:00", "length_min": 20}]}
      """
    #expect(try Self.rooms(feed, timeZone: nil) == [["Track B", "Track A"]])
  }

  @Test("Indico: the order the contributions first name their rooms")
  func indico() throws {
    let feed = """
      {"results": [{"title": "T", "timezone": "UTC", "contributions": [
        {"id": "1", "title": "A", "room": "Zeta",
         "startDate": {"date": "2030-06-10", "time": "11:00:00", "tz": "UTC"}, "duration": 20},
        {"id": "2", "title": "B", "room": "Alpha",
         "startDate": {"date": "2030-06-10", "time": "10:00:00", "tz": "UTC"}, "duration": 20}
      ]}]}
      """
    #expect(try Self.rooms(feed, timeZone: nil) == [["Zeta", "Alpha"]])
  }
}
