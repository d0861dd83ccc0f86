import Foundation
import Testing

/// A conference from each format besides `schedule.xml` and `schedule.json`, through the built
/// binary: Sessionize's "All" JSON, fortee's timetable, Indico's event export and pentabarf's
/// xCal. Each is added, and `timetable`, `now`, `search` and `bookmark add` work on it as on
/// any conference (the programmes are written for this test: two sessions on one day each).
@Suite("Every format, end to end")
struct OtherFormatsEndToEndTests {
  /// One format's programme and what to ask of it.
  struct Format: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let text: String
    /// `--time-zone` for a format whose times name none.
    let timeZone: String?
    /// The instant the first session runs at.
    let now: String
    /// The sessions' ids, in programme order; the first runs at `now`.
    let ids: [String]
    /// A word only the second session's title holds.
    let word: String

    var testDescription: String { name }
  }

  static let formats = [
    Format(
      name: "Sessionize", file: "sessionize.json",
      text: """
        {"sessions": [
          {"id": "1001", "title": "Opening words", "startsAt": "2030-06-10T09:00:00",
           "endsAt": "2030-06-10T09:45:00", "speakers": ["s-1"], "categoryItems": [11],
           "roomId": 1},
          {"id": "1002", "title": "Harbour lighthouses", "startsAt": "2030-06-10T10:00:00",
           "endsAt": "2030-06-10T10:50:00", "speakers": [], "categoryItems": [], "roomId": 2}],
         "speakers": [{"id": "s-1", "fullName": "Ada Lovelace"}],
         "categories": [{"id": 1, "title": "Track", "items": [{"id": 11, "name": "Main"}]}],
         "rooms": [{"id": 1, "name": "Hall A"}, {"id": 2, "name": "Foyer"}]}
        """, timeZone: "Europe/Oslo", now: "2030-06-10T09:10:00+02:00", ids: ["1001", "1002"],
      word: "lighthouses"),
    Format(
      name: "fortee", file: "fortee.json",
      text: """
        {"timetable": [
          {"type": "timeslot", "uuid": "0a0a0a0a-0000-4000-8000-000000000001",
           "title": "Opening", "track": {"name": "Track A"},
           "starts_at": "2030-09-10T10:00:00+09:00", "length_min": 20},
          {"type": "talk", "uuid": "0a0a0a0a-0000-4000-8000-000000000002",
           "title": "Lighthouses of Yokohama", "abstract": "Port lights",
           "track": {"name": "Track B"}, "starts_at": "2030-09-10T10:30:00+09:00",
           "length_min": 40, "speaker": {"name": "Taro Minato"}}]}
        """, timeZone: nil, now: "2030-09-10T10:05:00+09:00",
      ids: ["0a0a0a0a-0000-4000-8000-000000000001", "0a0a0a0a-0000-4000-8000-000000000002"],
      word: "yokohama"),
    Format(
      name: "Indico", file: "indico.json",
      text: """
        {"count": 1, "results": [{"_type": "Conference", "id": "7",
          "title": "Harbour Physics 2030", "timezone": "Europe/Zurich",
          "startDate": {"date": "2030-06-10", "time": "09:00:00", "tz": "Europe/Zurich"},
          "endDate": {"date": "2030-06-10", "time": "18:00:00", "tz": "Europe/Zurich"},
          "contributions": [],
          "sessions": [{"_type": "SessionSlot", "id": 11, "title": "Orals",
            "room": "Auditorium",
            "startDate": {"date": "2030-06-10", "time": "09:00:00", "tz": "Europe/Zurich"},
            "endDate": {"date": "2030-06-10", "time": "10:00:00", "tz": "Europe/Zurich"},
            "contributions": [
              {"_type": "Contribution", "id": "1", "title": "First oral",
               "startDate": {"date": "2030-06-10", "time": "09:00:00", "tz": "Europe/Zurich"},
               "endDate": {"date": "2030-06-10", "time": "09:25:00", "tz": "Europe/Zurich"},
               "duration": 25, "speakers": [{"fullName": "Curie, Marie"}]},
              {"_type": "Contribution", "id": "2", "title": "Synchrotron lighthouses",
               "startDate": {"date": "2030-06-10", "time": "09:25:00", "tz": "Europe/Zurich"},
               "endDate": {"date": "2030-06-10", "time": "09:50:00", "tz": "Europe/Zurich"},
               "duration": 25, "speakers": []}]}]}]}
        """, timeZone: nil, now: "2030-06-10T09:10:00+02:00", ids: ["1", "2"],
      word: "synchrotron"),
    Format(
      name: "xCal", file: "schedule.xcal",
      text: """
        <?xml version='1.0' encoding='utf-8' ?>
        <iCalendar xmlns:pentabarf='http://pentabarf.org' xmlns:xCal='urn:ietf:params:xml:ns:xcal'>
          <vcalendar>
            <version>2.0</version>
            <x-wr-calname>Harbour Days 2030</x-wr-calname>
            <vevent>
              <uid>a1@harbour</uid>
              <pentabarf:event-id>31</pentabarf:event-id>
              <dtstart>20300610T090000</dtstart><dtend>20300610T093000</dtend>
              <duration>0.03000</duration>
              <summary>Keynote</summary><location>Main Hall</location>
            </vevent>
            <vevent>
              <uid>a2@harbour</uid>
              <pentabarf:event-id>32</pentabarf:event-id>
              <dtstart>20300610T100000</dtstart><dtend>20300610T104500</dtend>
              <duration>0.04500</duration>
              <summary>Lighthouse keeping</summary><location>Room 2</location>
            </vevent>
          </vcalendar>
        </iCalendar>
        """, timeZone: "America/New_York", now: "2030-06-10T09:10:00-04:00", ids: ["31", "32"],
      word: "keeping"),
  ]

  @Test(
    "added from the file, its timetable, now, search and a bookmark work", arguments: formats)
  func worksEndToEnd(format: Format) async throws {
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": format.now])
    defer { conf.cleanUp() }
    let file = conf.home.appendingPathComponent(format.file)
    try format.text.write(to: file, atomically: true, encoding: .utf8)

    let added = try await conf.run(
      ["conference", "add", file.path] + (format.timeZone.map { ["--time-zone", $0] } ?? []))
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("2 sessions"), "\(added.stdout)")

    let timetable = try await conf.run(["timetable", "--json"])
    #expect(timetable.status == 0, "\(timetable.stderr)")
    #expect(Self.ids(in: timetable.stdout) == format.ids, "\(timetable.stdout)")

    let now = try await conf.run(["now", "--json"])
    #expect(now.status == 0, "\(now.stderr)")
    #expect(Self.ids(in: now.stdout) == [format.ids[0]], "\(now.stdout)")

    let search = try await conf.run(["search", format.word, "--json"])
    #expect(search.status == 0, "\(search.stderr)")
    #expect(Self.ids(in: search.stdout) == [format.ids[1]], "\(search.stdout)")

    let bookmarked = try await conf.run(["bookmark", "add", format.ids[1]])
    #expect(bookmarked.status == 0, "\(bookmarked.stderr)")
    #expect(try await conf.run(["bookmarks"]).bookmarkIDs == [format.ids[1]])
  }

  /// The ids of the `sessions` of a `--json` answer, in order.
  private static func ids(in json: String) -> [String] {
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let sessions = object?["sessions"] as? [[String: Any]] ?? []
    return sessions.compactMap { $0["id"] as? String }
  }
}
