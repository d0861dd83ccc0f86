import Foundation
import Testing

/// A congress whose days run from 10:00 to 06:00 the next morning (its `day_change`, and each
/// day's own start and end), through the built binary: at 01:30 it is still the evening's day.
@Suite("A congress night")
struct CongressNightEndToEndTests {
  /// Two congress days in Berlin; on day 1 a show runs from 01:00 to 02:30 after midnight and a
  /// talk from 23:00 to 00:30; day 2 starts at 11:00.
  private static let programme = """
    <?xml version="1.0" encoding="utf-8"?>
    <schedule><conference><title>Test Congress</title><acronym>tc30</acronym>
    <time_zone_name>Europe/Berlin</time_zone_name><day_change>06:00</day_change></conference>
    <day index="1" date="2030-12-27" start="2030-12-27T10:00:00+01:00"
      end="2030-12-28T06:00:00+01:00"><room name="Saal 1">
    <event id="11" guid="00000000-0000-4000-8000-000000000011"><start>23:00</start>
    <duration>01:30</duration><room>Saal 1</room><title>Late talk</title></event>
    <event id="12" guid="00000000-0000-4000-8000-000000000012"><start>01:00</start>
    <duration>01:30</duration><room>Saal 1</room><title>Fnord news show</title></event>
    </room></day>
    <day index="2" date="2030-12-28" start="2030-12-28T10:00:00+01:00"
      end="2030-12-29T06:00:00+01:00"><room name="Saal 1">
    <event id="21" guid="00000000-0000-4000-8000-000000000021"><start>11:00</start>
    <duration>00:40</duration><room>Saal 1</room><title>Morning talk</title></event>
    </room></day></schedule>
    """

  /// The same congress as c3voc's `schedule.json` writes it for 35C3 and rC3: no zone name
  /// (only the events' offsets), the day's `day_start`/`day_end`, persons under
  /// `public_name`, links as plain strings, `null` for what it does not know.
  private static let congressJSON = """
    {"schedule": {"version": "1", "conference": {"title": "Test Congress", "acronym": "tc30",
      "time_zone_name": null, "day_change": "06:00", "daysCount": 2,
      "days": [
        {"index": 1, "date": "2030-12-27", "day_start": "2030-12-27T10:00:00+01:00",
         "day_end": "2030-12-28T06:00:00+01:00", "rooms": {"Saal 1": [
          {"id": 11, "guid": "00000000-0000-4000-8000-000000000011",
           "date": "2030-12-27T23:00:00+01:00", "start": "23:00", "duration": "01:30",
           "room": "Saal 1", "title": "Late talk", "track": null, "abstract": null,
           "persons": [{"id": 1, "public_name": "Pat Public"}],
           "links": ["https://example.org/late"]},
          {"id": 12, "guid": "00000000-0000-4000-8000-000000000012",
           "date": "2030-12-28T01:00:00+01:00", "start": "01:00", "duration": "01:30",
           "room": "Saal 1", "title": "Fnord news show", "track": null, "persons": [],
           "links": []}]}},
        {"index": 2, "date": "2030-12-28", "day_start": "2030-12-28T10:00:00+01:00",
         "day_end": "2030-12-29T06:00:00+01:00", "rooms": {"Saal 1": [
          {"id": 21, "guid": "00000000-0000-4000-8000-000000000021",
           "date": "2030-12-28T11:00:00+01:00", "start": "11:00", "duration": "00:40",
           "room": "Saal 1", "title": "Morning talk", "persons": null, "links": null}]}}
      ]}}}
    """

  private static func added(at now: String, json: Bool = false) async throws -> ConfRunner {
    guard !json else {
      let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": now])
      let file = conf.home.appendingPathComponent("schedule.json")
      try congressJSON.write(to: file, atomically: true, encoding: .utf8)
      let added = try await conf.run(["conference", "add", file.path])
      #expect(added.status == 0, "\(added.stderr)")
      #expect(added.stderr.contains("the schedule names no time zone"), "\(added.stderr)")
      return conf
    }
    let conf = try ConfRunner(extraEnvironment: ["CONF_NOW": now])
    let file = conf.home.appendingPathComponent("congress.xml")
    try programme.write(to: file, atomically: true, encoding: .utf8)
    let added = try await conf.run(["conference", "add", file.path])
    #expect(added.status == 0, "\(added.stderr)")
    return conf
  }

  @Test(
    "at 01:30 now lists the show running, and the timetable opens on the evening's day",
    arguments: [false, true])
  func halfPastOne(json isJSON: Bool) async throws {
    let conf = try await Self.added(at: "2030-12-28T01:30:00+01:00", json: isJSON)
    defer { conf.cleanUp() }

    let now = try await conf.run(["now", "--json"])
    #expect(now.status == 0, "\(now.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(now.stdout.utf8)) as? [String: Any])
    #expect(json["phase"] as? String == "during")
    #expect(json["day"] as? Int == 1)
    let sessions = try #require(json["sessions"] as? [[String: Any]])
    #expect(sessions.compactMap { $0["id"] as? String } == ["12"])

    let timetable = try await conf.run(["timetable"])
    #expect(timetable.stdout.hasPrefix("Day 1, 2030-12-27"), "\(timetable.stdout)")
    let next = try await conf.run(["next", "--json"])
    let nextJSON = try #require(
      try JSONSerialization.jsonObject(with: Data(next.stdout.utf8)) as? [String: Any])
    #expect(
      (nextJSON["sessions"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["21"])
  }

  @Test("at 01:30 conf app opens on the evening's day, the show marked running")
  func appAtHalfPastOne() async throws {
    var conf = try await Self.added(at: "2030-12-28T01:30:00+01:00")
    try conf.putConfOnPath()
    defer { conf.cleanUp() }
    let shell = try await TmuxSession(runner: conf, columns: 100, rows: 30)
    defer { shell.stop() }

    try await shell.typeLine("conf app")
    let screen = try await shell.screen("day 1's sessions") { $0.contains("Fnord news show") }

    #expect(screen.contains("Late talk"), "\(screen)")
    #expect(!screen.contains("Morning talk"), "\(screen)")
    let show = screen.split(separator: "\n").first { $0.contains("Fnord news show") }
    #expect(show?.contains("▶") == true, "\(screen)")
  }

  @Test("at 07:00, after the night's end, the next day is today, with nothing running yet")
  func morning() async throws {
    let conf = try await Self.added(at: "2030-12-28T07:00:00+01:00")
    defer { conf.cleanUp() }

    let now = try await conf.run(["now"])
    #expect(now.status == 0, "\(now.stderr)")
    #expect(
      now.stdout == "No sessions now; day 2 starts later today, 2030-12-28.\n", "\(now.stdout)")
  }
}
