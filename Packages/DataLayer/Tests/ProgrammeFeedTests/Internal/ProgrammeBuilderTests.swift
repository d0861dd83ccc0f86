import Entity
import Foundation
import ProgrammeFeed
import Testing

/// The reader's door: what a programme must be for every command to use it, what refuses it
/// whole, and what is repaired or left out with a warning.
@Suite("ProgrammeBuilder")
struct ProgrammeBuilderTests {
  /// `id startsAt endsAt` of every session, in day order.
  private func times(_ read: FeedProgramme) -> [String] {
    read.timetables.flatMap(\.sessions).map { "\($0.id) \($0.startsAt) \($0.endsAt)" }
  }

  // MARK: Refused whole (28.4)

  @Test(
    "no days, days outside <schedule>, a day in year 0, no event, only an event in year 10000",
    arguments: [
      (DoorFeeds.noDays, .missing("days")),
      (DoorFeeds.noDaysJSON, .missing("days")),
      (DoorFeeds.daysOutsideSchedule, .missing("days")),
      (DoorFeeds.dayInYearZero, .dayDateOutOfRange(day: 1, date: "0000-01-01")),
      (
        MinimalFeeds.xml(dayTag: #"<day index="1" date="1969-12-31">"#),
        .dayDateOutOfRange(day: 1, date: "1969-12-31")
      ),
      (
        MinimalFeeds.xml(dayTag: #"<day index="1" date="2201-01-01">"#),
        .dayDateOutOfRange(day: 1, date: "2201-01-01")
      ),
      (DoorFeeds.noEvents, .missing("events")),
      (DoorFeeds.onlyEndsInYear10000, .eventOutOfRange(id: "2")),
    ] as [(String, ProgrammeFeedError)])
  func refusedWhole(feed: String, expected: ProgrammeFeedError) {
    #expect(failure(feed) == expected)
  }

  @Test("the first and last dates of the range are days like any other")
  func rangeLimits() throws {
    let first = try programme(
      MinimalFeeds.xml(dayTag: #"<day index="1" date="1970-01-01">"#), timeZone: "UTC")
    let last = try programme(
      MinimalFeeds.xml(dayTag: #"<day index="1" date="2200-12-31">"#), timeZone: "UTC")
    #expect(times(first) == ["1 1970-01-01T10:00:00+00:00 1970-01-01T10:30:00+00:00"])
    #expect(times(last) == ["1 2200-12-31T10:00:00+00:00 2200-12-31T10:30:00+00:00"])
  }

  @Test("an event ending in the year 10000 is left out, the rest of its day is kept")
  func endsInYear10000() throws {
    let read = try programme(DoorFeeds.endsInYear10000)
    #expect(times(read) == ["1 2030-01-01T10:00:00+00:00 2030-01-01T10:30:00+00:00"])
    #expect(
      read.warnings.map(\.description) == [
        "event 2 ('Late') is left out: it starts or ends outside the years 1970 to 2200"
      ])
  }

  @Test("when no event reads, the first event's problem is why the programme is refused")
  func noEventReads() {
    let feed = MinimalFeeds.xml(
      events: MinimalFeeds.event(id: "7", duration: "soon")
        + MinimalFeeds.event(id: "8", start: "later"))
    #expect(failure(feed) == .invalidDuration(id: "7", duration: "soon"))
  }

  // MARK: Durations and day order (28.8)

  @Test("a 999:59 duration is cut to a day, with a warning; the other event is untouched")
  func duration999() throws {
    let read = try programme(DoorFeeds.duration999)
    #expect(
      times(read) == [
        "1 2030-01-01T10:00:00+00:00 2030-01-02T10:00:00+00:00",
        "2 2030-01-01T10:00:00+00:00 2030-01-01T10:30:00+00:00",
      ])
    #expect(
      read.warnings.map(\.description) == [
        "event 1 ('Forever'): its duration '999:59' is longer than a day and is cut to 24:00"
      ])
  }

  @Test("EMF Camp's 6944:11:40 duration no longer refuses the programme")
  func emfDuration() throws {
    let read = try programme(DoorFeeds.emfDuration)
    #expect(
      times(read) == [
        "1 2030-01-01T10:00:00+00:00 2030-01-02T10:00:00+00:00",
        "2 2030-01-01T10:00:00+00:00 2030-01-01T10:30:00+00:00",
      ])
    #expect(
      read.warnings.map(\.description) == [
        "event 1 ('Camp'): its duration '6944:11:40' is longer than a day and is cut to 24:00"
      ])
  }

  @Test("a duration of exactly a day, zero, and twelve hours are kept as they are")
  func ordinaryDurations() throws {
    let feed = MinimalFeeds.xml(
      events: MinimalFeeds.event(id: "1", duration: "24:00")
        + MinimalFeeds.event(id: "2", duration: "00:00")
        + MinimalFeeds.event(id: "3", start: "20:00", duration: "12:00:00"))
    let read = try programme(feed, timeZone: "UTC")
    #expect(
      times(read) == [
        "1 2030-01-01T10:00:00+00:00 2030-01-02T10:00:00+00:00",
        "2 2030-01-01T10:00:00+00:00 2030-01-01T10:00:00+00:00",
        "3 2030-01-01T20:00:00+00:00 2030-01-02T08:00:00+00:00",
      ])
    #expect(read.warnings.isEmpty)
  }

  @Test("days whose numbers are not in date order are numbered again by date, with a warning")
  func daysOutOfOrder() throws {
    let read = try programme(DoorFeeds.daysOutOfOrder)
    #expect(
      read.conference.days == [
        ConferenceDayEntity(day: 1, date: "2026-01-30"),
        ConferenceDayEntity(day: 2, date: "2026-02-05"),
      ])
    #expect(
      read.timetables.map { "\($0.day) \($0.date) \($0.sessions.map { "\($0.id)@\($0.day)" })" }
        == ["1 2026-01-30 [\"20@1\"]", "2 2026-02-05 [\"10@2\"]"])
    #expect(
      read.warnings.map(\.description) == [
        "the days are not numbered in date order (day 2, 2026-01-30, comes before day 1, "
          + "2026-02-05): they are numbered from 1 by date"
      ])
  }

  @Test("days in date order keep the feed's numbers, gaps included")
  func daysInOrder() throws {
    let feed = DoorFeeds.json(days: [
      DoorFeeds.day("4", "2030-01-03", DoorFeeds.event("4")),
      DoorFeeds.day("2", "2030-01-01", DoorFeeds.event("2")),
    ])
    let read = try programme(feed)
    #expect(
      read.conference.days == [
        ConferenceDayEntity(day: 2, date: "2030-01-01"),
        ConferenceDayEntity(day: 4, date: "2030-01-03"),
      ])
    #expect(read.warnings.isEmpty)
  }

  // MARK: One bad event is not a bad programme (29.5)

  @Test("an event that cannot be read is left out with one line naming it; the rest is kept")
  func badEvents() throws {
    let read = try programme(DoorFeeds.badEvents, timeZone: "UTC")
    #expect(
      times(read) == [
        "1 2030-01-01T10:00:00+00:00 2030-01-01T10:30:00+00:00",
        "9 2030-01-01T12:00:00+00:00 2030-01-01T12:10:00+00:00",
      ])
    #expect(
      read.warnings.map(\.description) == [
        "event 2 ('Bad duration') is left out: its duration '1h' does not parse",
        "event 3 ('Bad start') is left out: its start '25:00' does not parse",
        "event 4 ('No start') is left out: it has no start",
        "event 5 ('No duration') is left out: it has no duration",
        "an event of day 1 ('No id') is left out: it has no id",
        "event 7 ('Bad date') is left out: its date 'yesterday' does not parse",
        "event 8 ('Next year') is left out: it starts more than a day away from its day 1 "
          + "(2030-01-01)",
        "event 9 ('Date fallback'): its date 'yesterday' does not parse and its start '12:00' "
          + "on day 1 is used",
      ])
  }

  @Test("a JSON event without a duration is read from its end; an end before its start is not")
  func endInsteadOfDuration() throws {
    let feed = MinimalFeeds.json(
      events: #"{"id": 1, "date": "2030-01-01T10:00:00Z", "end": "2030-01-01T11:15:00Z"},"#
        + #"{"id": 2, "date": "2030-01-01T10:00:00Z", "end": "2030-01-01T09:00:00Z"}"#)
    let read = try programme(feed, timeZone: "UTC")
    #expect(times(read) == ["1 2030-01-01T10:00:00+00:00 2030-01-01T11:15:00+00:00"])
    #expect(
      read.warnings.map(\.description) == [
        "event 2 is left out: it has no duration, and its end '2030-01-01T09:00:00Z' does not "
          + "parse or is before its start"
      ])
  }

  @Test("more than 20 warnings end with one line counting the rest")
  func cappedWarnings() throws {
    let bad = (1...30).map { MinimalFeeds.event(id: "\($0)", duration: "x") }
    let feed = MinimalFeeds.xml(events: (bad + [MinimalFeeds.event(id: "99")]).joined())
    let read = try programme(feed, timeZone: "UTC")
    #expect(read.warnings.count == 20)
    #expect(
      read.warnings.first?.description
        == "event 1 ('Talk') is left out: its duration 'x' does not parse")
    #expect(read.warnings.last?.description == "and 11 more warnings")
  }

  @Test("a warning quotes the feed's values short, with control characters replaced")
  func sanitisedWarning() throws {
    let title = #"\u001b[31mRed"# + String(repeating: "x", count: 100)
    let feed = MinimalFeeds.json(
      events: #"{"id": 1, "start": "10:00", "duration": "00:10"},"#
        + #"{"id": "2\u0007", "start": "10:00", "duration": "9", "title": "\#(title)"}"#)
    let read = try programme(feed, timeZone: "UTC")
    #expect(
      read.warnings.map(\.description) == [
        "an event of day 1 ('\u{FFFD}[31mRed" + String(repeating: "x", count: 32)
          + "…') is left out: its id holds control characters"
      ])
  }

  // MARK: Bounds (28.9, 28.1)

  @Test("an id longer than 64 characters is left out with a warning; 64 is kept")
  func longID() throws {
    let read = try programme(DoorFeeds.longID)
    #expect(read.timetables.flatMap(\.sessions).map(\.id) == ["2"])
    #expect(
      read.warnings.map(\.description) == [
        "an event of day 1 ('Talk') is left out: its id is 5000 characters long (at most 64)"
      ])
    let longest = String(repeating: "7", count: 64)
    let kept = try programme(
      MinimalFeeds.xml(events: MinimalFeeds.event(id: longest)), timeZone: "UTC")
    #expect(kept.timetables.flatMap(\.sessions).map(\.id) == [longest])
    #expect(
      failure(MinimalFeeds.xml(events: MinimalFeeds.event(id: longest + "7")))
        == .eventIDTooLong(day: 1, length: 65))
  }

  @Test("a 70,000-character title is cut to 200 characters and the acronym to 64, with warnings")
  func longConferenceTitle() throws {
    let read = try programme(DoorFeeds.longConferenceTitle)
    #expect(read.conference.title == String(repeating: "A", count: 200))
    #expect(read.conference.acronym == String(repeating: "b", count: 64))
    #expect(
      read.warnings.map(\.description) == [
        "the conference's title is too long and is shortened to 200 characters",
        "the conference's acronym is too long and is shortened to 64 characters",
      ])
  }

  @Test("a session's long texts are shortened at a character boundary, with one warning")
  func longSessionTexts() throws {
    let title = String(repeating: "t", count: 299) + "e\u{301}" + "tail"
    let feed = MinimalFeeds.json(
      events: """
        {"id": 1, "start": "10:00", "duration": "00:10", "title": "\(title)",
         "room": "\(String(repeating: "r", count: 500))", "track": "Go",
         "abstract": "\(String(repeating: "a", count: 30_000))",
         "persons": [{"id": 1, "name": "\(String(repeating: "n", count: 1000))"}],
         "links": [{"url": "https://example.org/\(String(repeating: "u", count: 3000))"},
                   {"url": "https://example.org/ok", "title": "OK"}]}
        """)
    let read = try programme(feed, timeZone: "UTC")
    let session = try #require(read.timetables.first?.sessions.first)
    #expect(session.title == String(repeating: "t", count: 299))
    #expect(session.room == String(repeating: "r", count: 100))
    #expect(session.track == "Go")
    #expect(session.abstract == String(repeating: "a", count: 20_000))
    #expect(
      session.speakers == [
        SpeakerEntity(id: "1", name: String(repeating: "n", count: 200), affiliation: nil)
      ])
    #expect(session.links == [SessionLinkEntity(title: "OK", url: "https://example.org/ok")])
    #expect(
      read.warnings.map(\.description) == [
        "event 1 ('" + String(repeating: "t", count: 40) + "…'): its title, abstract, room, "
          + "speakers' names and links are too long and shortened",
        // Listed under room "R", the event names another.
        "event 1 ('" + String(repeating: "t", count: 40) + "…') is in room '"
          + String(repeating: "r", count: 40) + "…', which the programme does not list; it is "
          + "kept there",
      ])
  }

  // MARK: Time zones (29.4, 29.2)

  @Test(
    "a feed naming no zone, its events at two offsets (summer time ends): read in a zone that has both"
  )
  func zoneFromOffsets() throws {
    let read = try programme(DoorFeeds.mixedOffsets)
    #expect(read.conference.timeZone == "Europe/Berlin")
    #expect(read.timetables.map(\.timeZone) == ["Europe/Berlin"])
    // Each at the offset the feed gives it, the last after the clocks went back.
    #expect(
      times(read) == [
        "1 2030-10-27T01:30:00+02:00 2030-10-27T02:00:00+02:00",
        // Half an hour after 02:30 summer time the clocks read 02:00 again.
        "2 2030-10-27T02:30:00+02:00 2030-10-27T02:00:00+01:00",
        "3 2030-10-27T02:30:00+01:00 2030-10-27T03:00:00+01:00",
      ])
    #expect(
      read.warnings.map(\.description) == [
        "the schedule names no time zone: its events' 2 UTC offsets are Europe/Berlin's, whose "
          + "times are shown (conference add --time-zone names the zone)"
      ])
  }

  @Test("a feed naming no zone, its events at one offset, is read at it as GMT+HHMM")
  func zoneFromOneOffset() throws {
    let feed = DoorFeeds.json(
      head: #""time_zone_name": null"#,
      days: [
        DoorFeeds.day(
          "1", "2030-12-27",
          #"{"id": 1, "date": "2030-12-27T11:00:00+01:00", "duration": "00:30"}"#,
          #"{"id": 2, "date": "2030-12-27T23:30:00+01:00", "duration": "01:00"}"#)
      ])
    let read = try programme(feed)
    #expect(read.conference.timeZone == "GMT+0100")
    #expect(TimeZone(identifier: read.conference.timeZone)?.secondsFromGMT() == 3600)
    #expect(
      read.warnings.map(\.description) == [
        "the schedule names no time zone: times are shown at GMT+0100, the UTC offset its events "
          + "give (conference add --time-zone names the zone)"
      ])
  }

  @Test("offsets tie: the one met first; UTC is GMT+0000; --time-zone still overrides")
  func zoneTiesAndOverride() throws {
    let feed = DoorFeeds.json(
      head: #""time_zone_name": """#,
      days: [
        DoorFeeds.day(
          "1", "2030-01-01",
          #"{"id": 1, "date": "2030-01-01T10:00:00Z", "duration": "00:30"}"#,
          #"{"id": 2, "date": "2030-01-01T12:00:00+05:45", "duration": "00:30"}"#)
      ])
    let read = try programme(feed)
    #expect(read.conference.timeZone == "GMT+0000")
    #expect(
      read.warnings.map(\.description) == [
        "the schedule names no time zone: times are shown at GMT+0000, the most common of the 2 "
          + "UTC offsets its events give (conference add --time-zone names the zone)"
      ])
    let overridden = try programme(feed, timeZone: "Asia/Kathmandu")
    #expect(overridden.conference.timeZone == "Asia/Kathmandu")
    #expect(
      times(overridden) == [
        "2 2030-01-01T12:00:00+05:45 2030-01-01T12:30:00+05:45",
        "1 2030-01-01T15:45:00+05:45 2030-01-01T16:15:00+05:45",
      ])
  }

  @Test("an unknown zone name gives way to the events' offsets, with a warning")
  func unknownZoneWithOffsets() throws {
    let read = try programme(DoorFeeds.unknownZoneWithOffsets)
    #expect(read.conference.timeZone == "GMT-0530")
    #expect(times(read) == ["1 2030-01-01T10:00:00-05:30 2030-01-01T10:30:00-05:30"])
    #expect(
      read.warnings.map(\.description) == [
        "the schedule's time zone 'Atlantis/Capital' is unknown: times are shown at GMT-0530, "
          + "the UTC offset its events give"
      ])
  }

  @Test("a legacy zone name (US/Eastern) is read")
  func legacyZone() throws {
    let read = try programme(DoorFeeds.legacyZone)
    #expect(read.conference.timeZone == "US/Eastern")
    #expect(times(read) == ["1 2030-01-01T10:00:00-05:00 2030-01-01T10:30:00-05:00"])
  }

  // MARK: Rooms

  @Test("an event with no room keeps an empty room, never a made-up one")
  func noRoom() throws {
    let feed = """
      <schedule><conference><time_zone_name>UTC</time_zone_name></conference>
      <day index="1" date="2030-01-01">\(MinimalFeeds.event(id: "1"))</day></schedule>
      """
    #expect(try programme(feed).timetables.first?.sessions.map(\.room) == [""])
  }

  @Test("events in a room the programme does not list are kept there, with one line per room")
  func unlistedRoom() throws {
    func event(_ id: String, room: String) -> String {
      MinimalFeeds.event(id: id, start: "1\(id):00", title: "Talk \(id)")
        .replacing("</title>", with: "</title><room>\(room)</room>")
    }
    // Two events name a room the day does not list; one names a listed room in other letters.
    let xml = MinimalFeeds.xml(
      events: [event("1", room: "Annex"), event("2", room: "r"), event("3", room: "Annex")]
        .joined(separator: "\n"),
      head: "<time_zone_name>UTC</time_zone_name>")
    let read = try ProgrammeFeedReader().programme(from: Data(xml.utf8))
    #expect(read.timetables.flatMap(\.sessions).map(\.room) == ["Annex", "r", "Annex"])
    #expect(
      read.warnings.map(\.description) == [
        "event 1 ('Talk 1') and 1 more are in room 'Annex', which the programme does not list; "
          + "they are kept there"
      ])

    // c3voc JSON: the conference's list of rooms and the day's are the list.
    let json = """
      {"schedule": {"conference": {"title": "T", "time_zone_name": "UTC",
        "rooms": [{"name": "Saal 1"}],
        "days": [{"index": 1, "date": "2030-01-01", "rooms": {
          "Saal 1": [{"id": 1, "start": "10:00", "duration": "00:30", "title": "Listed"}],
          "Saal Z": [{"id": 2, "start": "11:00", "duration": "00:30", "title": "Listed by day"},
            {"id": 3, "start": "12:00", "duration": "00:30", "title": "Not listed",
             "room": "Saal 9"}]}}]}}}
      """
    #expect(
      try ProgrammeFeedReader().programme(from: Data(json.utf8)).warnings.map(\.description) == [
        "event 3 ('Not listed') is in room 'Saal 9', which the programme does not list; "
          + "it is kept there"
      ])

    // A programme that lists no rooms (iCalendar, fortee) has none to miss.
    #expect(try programme(Self.roomOnlyInEvents).warnings == [])
  }

  /// A day without room elements whose event names its room.
  private static let roomOnlyInEvents = """
    <schedule><conference><time_zone_name>UTC</time_zone_name></conference>
    <day index="1" date="2030-01-01">\(
      MinimalFeeds.event(id: "1").replacing("</title>", with: "</title><room>Annex</room>"))</day>
    </schedule>
    """

  // MARK: Edges (29.9)

  @Test("an event at the day change is on its day's own date; one a minute before, the next")
  func atDayChange() throws {
    let read = try programme(DoorFeeds.atDayChange, timeZone: "UTC")
    #expect(
      times(read) == [
        "1 2030-01-01T04:00:00+00:00 2030-01-01T04:30:00+00:00",
        "2 2030-01-02T03:59:00+00:00 2030-01-02T04:29:00+00:00",
      ])
  }

  @Test("a day with index 0 is refused like a negative one", arguments: ["0", "-1"])
  func dayIndexZero(index: String) {
    #expect(
      failure(MinimalFeeds.xml(dayTag: #"<day index="\#(index)" date="2030-01-01">"#))
        == .invalidDayIndex(position: 1, index: index))
    #expect(
      failure(MinimalFeeds.json(day: #""index": \#(index), "date": "2030-01-01""#))
        == .invalidDayIndex(position: 1, index: index))
  }
}
