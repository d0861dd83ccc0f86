/// Feeds written for the reader's door: each one holds one thing a real producer has written
/// (or a hostile feed could) that once made a programme unusable or refused it whole.
enum DoorFeeds {
  /// A c3voc JSON feed: `head` inside `conference` (after title and acronym), then `days`, each
  /// a JSON object's members (see `day`).
  static func json(head: String = #""time_zone_name": "UTC""#, days: [String]) -> String {
    """
    {"schedule": {"version": "1", "conference": {"title": "T", "acronym": "t", \(head),
      "days": [\(days.map { "{\($0)}" }.joined(separator: ",\n"))]}}}
    """
  }

  /// One day's members: its index, its date, its events (JSON objects) in room `R`.
  static func day(_ index: String, _ date: String, _ events: String...) -> String {
    #""index": \#(index), "date": "\#(date)", "rooms": {"R": [\#(events.joined(separator: ", "))]}"#
  }

  /// One JSON event with a start and a duration (and `extra` members).
  static func event(
    _ id: String, start: String = "10:00", duration: String = "00:30", title: String = "Talk",
    extra: String = ""
  ) -> String {
    #"{"id": \#(id), "start": "\#(start)", "duration": "\#(duration)", "title": "\#(title)""#
      + (extra.isEmpty ? "" : ", " + extra) + "}"
  }

  // MARK: Refused whole (28.4)

  /// A conference without a single day.
  static let noDays = """
    <schedule><conference><title>T</title><time_zone_name>UTC</time_zone_name></conference>
    </schedule>
    """

  /// A JSON conference whose `days` is empty.
  static let noDaysJSON = json(days: [])

  /// Days written inside `<conference>`, not in `<schedule>`: the schedule has none.
  static let daysOutsideSchedule = """
    <schedule><conference><title>T</title><time_zone_name>UTC</time_zone_name>
    <day index="1" date="2030-01-01"><room name="R">\(MinimalFeeds.event(id: "1"))</room></day>
    </conference></schedule>
    """

  /// A day dated 0000-01-01 (a real date of the proleptic calendar, but no programme's).
  static let dayInYearZero = MinimalFeeds.xml(dayTag: #"<day index="1" date="0000-01-01">"#)

  /// Days but not one event.
  static let noEvents = """
    <schedule><conference><title>T</title><time_zone_name>UTC</time_zone_name></conference>
    <day index="1" date="2030-01-01"><room name="R"></room></day></schedule>
    """

  /// Event 2 ends in the year 10000; event 1 is fine.
  static let endsInYear10000 = json(days: [
    day(
      "1", "2030-01-01", event("1"),
      #"{"id": 2, "date": "9999-12-31T23:00:00+00:00", "duration": "02:00", "title": "Late"}"#)
  ])

  /// Only the event ending in the year 10000.
  static let onlyEndsInYear10000 = json(days: [
    day(
      "1", "2030-01-01",
      #"{"id": 2, "date": "9999-12-31T23:00:00+00:00", "duration": "02:00", "title": "Late"}"#)
  ])

  // MARK: Repaired with a warning (28.8, 29.5)

  /// Event 1 lasts 999:59; event 2 is fine.
  static let duration999 = json(days: [
    day("1", "2030-01-01", event("1", duration: "999:59", title: "Forever"), event("2"))
  ])

  /// EMF Camp's real case: a 6944:11:40 duration.
  static let emfDuration = json(days: [
    day("1", "2030-01-01", event("1", duration: "6944:11:40", title: "Camp"), event("2"))
  ])

  /// Day 1 is dated after day 2.
  static let daysOutOfOrder = json(days: [
    day("1", "2026-02-05", event("10")), day("2", "2026-01-30", event("20", start: "11:00")),
  ])

  /// One bad event of each kind among good ones: 1 and 9 read (9 from its start, its date not
  /// parsing), the others do not.
  static let badEvents = MinimalFeeds.xml(
    events: [
      MinimalFeeds.event(id: "1"),
      MinimalFeeds.event(id: "2", duration: "1h", title: "Bad duration"),
      MinimalFeeds.event(id: "3", start: "25:00", title: "Bad start"),
      #"<event id="4"><duration>00:10</duration><title>No start</title></event>"#,
      #"<event id="5"><start>10:00</start><title>No duration</title></event>"#,
      "<event><start>10:00</start><duration>00:10</duration><title>No id</title></event>",
      #"<event id="7"><date>yesterday</date><duration>00:10</duration><title>Bad date</title></event>"#,
      #"<event id="8"><date>2031-05-05T10:00:00+00:00</date><duration>00:10</duration>"#
        + "<title>Next year</title></event>",
      #"<event id="9"><date>yesterday</date><start>12:00</start><duration>00:10</duration>"#
        + "<title>Date fallback</title></event>",
    ].joined(separator: "\n"))

  // MARK: Bounded (28.9, 28.1)

  /// Event 1's id is 5,000 characters long; event 2 is fine.
  static let longID = json(days: [
    day("1", "2030-01-01", event("\"" + String(repeating: "9", count: 5000) + "\""), event("2"))
  ])

  /// A 70,000-character title and a 1,000-character acronym.
  static let longConferenceTitle = """
    <schedule><conference><title>\(String(repeating: "A", count: 70_000))</title>\
    <acronym>\(String(repeating: "b", count: 1000))</acronym>\
    <time_zone_name>UTC</time_zone_name></conference>
    <day index="1" date="2030-01-01"><room name="R">\(MinimalFeeds.event(id: "1"))</room></day>
    </schedule>
    """

  // MARK: What producers write (29.2, 29.4)

  /// A c3voc feed as 35C3's and rC3's were written: no zone name, every event dated with its
  /// offset (one in another), links as URLs and as objects, attachments, persons under each
  /// name the format used, `null` everywhere, a room list and an event that are `null`, rooms
  /// whose names differ in case, 12-hour, zero-length and midnight-crossing sessions, and one
  /// event holding a value no producer writes.
  static let congress = """
    {"schedule": {"version": "1", "conference": {"title": "Congress", "acronym": "c30",
      "time_zone_name": null, "day_change": "04:00",
      "days": [{"index": 1, "date": "2030-12-27", "rooms": {
        "Saal 1": [
          {"id": 11, "guid": null, "date": "2030-12-27T11:00:00+01:00", "start": "11:00",
           "duration": "00:40", "room": "Saal 1", "title": "Opening", "subtitle": null,
           "track": null, "type": null, "language": null, "abstract": null, "description": null,
           "persons": [{"id": 1, "public_name": "Pat Public"}, {"name": "Nia Name"},
                       {"id": 3, "full_public_name": "Fay Full"}, "Sol String", null,
                       {"id": 5, "public_name": null}],
           "links": ["https://example.org/a", {"url": "https://example.org/b", "title": "B"},
                     null],
           "attachments": [{"url": "https://example.org/slides.pdf", "title": "Slides"}],
           "url": null, "feedback_url": null, "answers": [], "do_not_record": false},
          null,
          {"id": 12, "date": "2030-12-28T01:30:00+01:00", "start": "01:30", "duration": "01:00",
           "room": "saal 1", "title": "Night", "persons": null, "links": null},
          {"id": 13, "date": "2030-12-27T12:00:00+01:00", "duration": "00:30",
           "title": "Broken", "persons": 7}
        ],
        "Saal 2": null,
        "Saal 3": [
          {"id": 14, "date": "2030-12-27T10:00:00Z", "start": "11:00", "duration": "12:00",
           "title": "All day", "persons": []},
          {"id": 15, "date": "2030-12-27T23:30:00+01:00", "duration": "01:00",
           "title": "Midnight", "room": null},
          {"id": 16, "date": "2030-12-27T12:00:00+01:00", "duration": "00:00", "title": "Zero"}
        ]}}]}}}
    """

  /// A feed naming a legacy zone, `US/Eastern`.
  static let legacyZone = MinimalFeeds.xml(head: "<time_zone_name>US/Eastern</time_zone_name>")

  /// No zone name; two events at +02:00, one at +01:00 (a DST change inside the feed).
  static let mixedOffsets = json(
    head: #""time_zone_name": null"#,
    days: [
      day(
        "1", "2030-10-27",
        #"{"id": 1, "date": "2030-10-27T01:30:00+02:00", "duration": "00:30", "title": "A"}"#,
        #"{"id": 2, "date": "2030-10-27T02:30:00+02:00", "duration": "00:30", "title": "B"}"#,
        #"{"id": 3, "date": "2030-10-27T02:30:00+01:00", "duration": "00:30", "title": "C"}"#)
    ])

  /// An unknown zone name, and events with offsets.
  static let unknownZoneWithOffsets = json(
    head: #""time_zone_name": "Atlantis/Capital""#,
    days: [
      day(
        "1", "2030-01-01",
        #"{"id": 1, "date": "2030-01-01T10:00:00-05:30", "duration": "00:30", "title": "A"}"#)
    ])

  // MARK: Edges (29.9)

  /// Day change 04:00: event 1 starts at 04:00 (its day's own date), event 2 at 03:59 (the next
  /// date).
  static let atDayChange = MinimalFeeds.xml(
    events: MinimalFeeds.event(id: "1", start: "04:00") + "\n"
      + MinimalFeeds.event(id: "2", start: "03:59"),
    head: "<day_change>04:00</day_change>")
}
