import Entity
import Foundation
import ProgrammeFeed
import Testing

/// iCalendar programmes as real exporters write them, read through the reader's one door.
@Suite("ICalendarFeedParser")
struct ICalendarFeedParserTests {
  /// `id day start end room track title speakers cancelled links`, one per session.
  static func sessions(_ read: FeedProgramme) -> [String] {
    read.timetables.flatMap(\.sessions).map { session in
      [
        session.id, "\(session.day)", session.startsAt, session.endsAt, session.room,
        session.track, session.title, session.speakers.map(\.name).joined(separator: "+"),
        session.isCancelled == true ? "cancelled" : "-",
        (session.links ?? []).map { "\($0.title)=\($0.url)" }.joined(separator: " "),
      ].joined(separator: " | ")
    }
  }

  private static let harbourSessions = [
    "keynote | 1 | 2030-06-10T09:00:00+02:00 | 2030-06-10T10:00:00+02:00 | Main hall | Keynotes"
      + " | Opening keynote | Lovelace, Ada+Charles Babbage | - | "
      + "Event page=https://harbour.example/talks/keynote",
    "workshop | 1 | 2030-06-10T10:00:00+02:00 | 2030-06-10T11:30:00+02:00 | Room 2, upstairs"
      + " | Workshops | Swift; hands on, all day? No: 90 minutes |  | cancelled | ",
    "lunch | 1 | 2030-06-10T12:00:00+02:00 | 2030-06-10T13:00:00+02:00 |  |  | Lunch |  | - | ",
    "meetup@z01dv7 | 1 | 2030-06-10T19:00:00+02:00 | 2030-06-10T20:00:00+02:00 | Café Ü |  |"
      + " Evening meetup |  | - | ",
    "closing | 2 | 2030-06-11T16:00:00+02:00 | 2030-06-11T16:30:00+02:00 | Main hall |"
      + " Community | Closing |  | - | ",
    "meetup@6l6bj0 | 2 | 2030-06-11T19:00:00+02:00 | 2030-06-11T20:00:00+02:00 | Café Ü |  |"
      + " Evening meetup |  | - | ",
  ]

  @Test(
    "a programme as exporters write it: zone, times, text, room, track, persons, link, status")
  func harbour() throws {
    let read = try programme(ICalendarFeeds.document(ICalendarFeeds.harbour))
    #expect(read.conference.title == "Harbour Days 2030")
    #expect(read.conference.timeZone == "Europe/Berlin")
    #expect(read.conference.days.map(\.date) == ["2030-06-10", "2030-06-11"])
    #expect(Self.sessions(read) == Self.harbourSessions)
    #expect(
      read.timetables.flatMap(\.sessions).map(\.abstract).prefix(2) == [
        "Welcome, everyone!\nSee the site (https://harbour.example/).",
        #"Bring a laptop.\#nIt needs C:\Swift\bin\n on its path."#,
      ])
    #expect(read.warnings.isEmpty)
  }

  @Test(
    "lines may end in CR LF, LF, CR or CR CR LF",
    arguments: ["\r\n", "\n", "\r", "\r\r\n"])
  func lineEndings(ending: String) throws {
    let read = try programme(ICalendarFeeds.document(ICalendarFeeds.harbour, ending: ending))
    #expect(Self.sessions(read) == Self.harbourSessions)
  }

  @Test("lines folded at 75 octets (splitting characters), or at 75 characters, read the same")
  func folds() throws {
    let text = ICalendarFeeds.document(ICalendarFeeds.harbour)
    let octets = ICalendarFeeds.foldedOctets(text, width: 75)
    // At 16 octets, `LOCATION:Café Ü` is folded inside the two bytes of `Ü` (and
    // `BEGIN:VCALENDAR` is folded too).
    let split = ICalendarFeeds.foldedOctets(text, width: 16)
    #expect(split.range(of: Data([0xC3, 0x0D, 0x0A, 0x20, 0x9C])) != nil)
    for data in [octets, split, Data(ICalendarFeeds.foldedCharacters(text, width: 75).utf8)] {
      let read = try ProgrammeFeedReader().programme(from: data)
      #expect(Self.sessions(read) == Self.harbourSessions)
    }
  }

  @Test("folds at any width with any line ending read as the unfolded document (generated)")
  func generatedFolds() throws {
    let text = ICalendarFeeds.document(ICalendarFeeds.harbour)
    for seed in UInt64(1)...60 {
      var random = SeededGenerator(seed: seed)
      let data = ICalendarFeeds.foldedOctets(
        text, width: 2 + random.below(74), ending: random.pick(["\r\n", "\n", "\r\r\n"]))
      let read = try ProgrammeFeedReader().programme(from: data)
      #expect(Self.sessions(read) == Self.harbourSessions, "seed \(seed)")
    }
  }

  @Test("a TZID naming an IANA zone needs no VTIMEZONE")
  func zoneWithoutDefinition() throws {
    let read = try programme(ICalendarFeeds.document(ICalendarFeeds.harbourWithoutZone))
    #expect(read.conference.timeZone == "Europe/Berlin")
    #expect(Self.sessions(read) == Self.harbourSessions)
  }

  @Test(
    "a zone only the calendar defines is honoured, summer and winter, read in a system zone with the same offsets"
  )
  func zoneOnlyDefined() throws {
    let tzid = "Harbour Standard Time"
    let feed = ICalendarFeeds.calendar(
      ICalendarFeeds.berlin(tzid: tzid)
        + ICalendarFeeds.event(
          uid: "summer", start: "DTSTART;TZID=\"\(tzid)\":20300610T090000",
          end: "DTEND;TZID=\(tzid):20300610T100000")
        + ICalendarFeeds.event(
          uid: "winter", start: "DTSTART;TZID=\(tzid):20301210T090000",
          end: "DURATION:PT30M")
        + ICalendarFeeds.event(
          uid: "summer-again", start: "DTSTART;TZID=\(tzid):20300611T090000",
          end: "DURATION:PT30M"))
    let read = try programme(ICalendarFeeds.document(feed))
    // Its rules are Berlin's: +02:00 in June, +01:00 in December.
    #expect(read.conference.timeZone == "Europe/Berlin")
    #expect(
      read.timetables.flatMap(\.sessions).map { "\($0.id) \($0.startsAt)" } == [
        "summer 2030-06-10T09:00:00+02:00", "summer-again 2030-06-11T09:00:00+02:00",
        "winter 2030-12-10T09:00:00+01:00",
      ])
    let berlin = try programme(ICalendarFeeds.document(feed), timeZone: "Europe/Berlin")
    #expect(berlin.timetables.last?.sessions.map(\.startsAt) == ["2030-12-10T09:00:00+01:00"])
  }

  @Test("a zone neither the system nor the calendar knows reads as floating, with a warning")
  func unknownZone() throws {
    let feed = ICalendarFeeds.calendar(
      ICalendarFeeds.event(
        uid: "a", start: "DTSTART;TZID=W. Europe Standard Time:20300610T090000",
        end: "DTEND;TZID=W. Europe Standard Time:20300610T100000"))
    #expect(failure(ICalendarFeeds.document(feed), timeZone: nil) == .noTimeZone)
    let read = try programme(ICalendarFeeds.document(feed), timeZone: "Europe/Amsterdam")
    #expect(
      Self.sessions(read) == [
        "a | 1 | 2030-06-10T09:00:00+02:00 | 2030-06-10T10:00:00+02:00 |  |  | Talk |  | - | "
      ])
    #expect(
      read.warnings.map(\.description) == [
        "the time zone 'W. Europe Standard Time' of 2 times is not one this system knows and "
          + "the calendar does not define it: those times are read in the programme's time zone"
      ])
  }

  @Test("floating times need a zone: the calendar's X-WR-TIMEZONE, else the caller's")
  func floatingTimes() throws {
    let events = ICalendarFeeds.event(
      uid: "a", start: "DTSTART:20300610T090000", end: "DTEND:20300610T094500")
    #expect(
      failure(ICalendarFeeds.document(ICalendarFeeds.calendar(events)), timeZone: nil)
        == .noTimeZone)
    let given = try programme(
      ICalendarFeeds.document(ICalendarFeeds.calendar(events)), timeZone: "Europe/Lisbon")
    #expect(given.timetables.flatMap(\.sessions).map(\.startsAt) == ["2030-06-10T09:00:00+01:00"])
    let named = try programme(
      ICalendarFeeds.document(
        ICalendarFeeds.calendar(events, head: ["X-WR-TIMEZONE:America/New_York"])))
    #expect(named.conference.timeZone == "America/New_York")
    #expect(named.timetables.flatMap(\.sessions).map(\.startsAt) == ["2030-06-10T09:00:00-04:00"])
  }

  @Test("times in UTC alone are shown at UTC, or in the zone the caller gives")
  func utcTimes() throws {
    let feed = ICalendarFeeds.document(
      ICalendarFeeds.calendar(
        ICalendarFeeds.event(uid: "a", start: "DTSTART:20300610T223000Z", end: "DURATION:PT1H")))
    let utc = try programme(feed)
    #expect(utc.conference.timeZone == "GMT+0000")
    #expect(utc.conference.days.map(\.date) == ["2030-06-10"])
    // In Berlin it starts after midnight: the day is the 11th.
    let berlin = try programme(feed, timeZone: "Europe/Berlin")
    #expect(
      Self.sessions(berlin) == [
        "a | 1 | 2030-06-11T00:30:00+02:00 | 2030-06-11T01:30:00+02:00 |  |  | Talk |  | - | "
      ])
    #expect(berlin.conference.days.map(\.date) == ["2030-06-11"])
  }

  @Test(
    "the end is DTEND, else DURATION; neither is a moment, or a whole day for a date",
    arguments: [
      (["DTEND:20300610T101500Z"], "2030-06-10T10:15:00+00:00"),
      (["DURATION:P1DT0H"], "2030-06-11T09:00:00+00:00"),
      (["DURATION:PT2H5M10S"], "2030-06-10T11:05:10+00:00"),
      (["DURATION:P1W"], "2030-06-11T09:00:00+00:00"),
      ([], "2030-06-10T09:00:00+00:00"),
    ])
  func ends(lines: [String], end: String) throws {
    let feed = ICalendarFeeds.calendar(
      ["BEGIN:VEVENT", "UID:a", "DTSTART:20300610T090000Z", "SUMMARY:Talk"] + lines
        + ["END:VEVENT"])
    let read = try programme(ICalendarFeeds.document(feed))
    #expect(read.timetables.flatMap(\.sessions).map(\.endsAt) == [end])
  }

  @Test("a whole-day event starts at midnight and lasts its days")
  func wholeDay() throws {
    let feed = ICalendarFeeds.calendar(
      ICalendarFeeds.event(uid: "expo", start: "DTSTART;VALUE=DATE:20300610", summary: "Expo")
        + ICalendarFeeds.event(
          uid: "hack", start: "DTSTART;VALUE=DATE:20300610", end: "DTEND;VALUE=DATE:20300611",
          summary: "Hack day"))
    let read = try programme(ICalendarFeeds.document(feed), timeZone: "Europe/Berlin")
    #expect(
      read.timetables.flatMap(\.sessions).map { "\($0.id) \($0.startsAt) \($0.endsAt)" } == [
        "expo 2030-06-10T00:00:00+02:00 2030-06-11T00:00:00+02:00",
        "hack 2030-06-10T00:00:00+02:00 2030-06-11T00:00:00+02:00",
      ])
  }

  @Test("an attendee that is a room is the room of an event without a location")
  func roomAttendee() throws {
    let feed = ICalendarFeeds.calendar(
      ICalendarFeeds.event(
        uid: "a", start: "DTSTART:20300610T090000Z", end: "DURATION:PT1H",
        more: [
          "ATTENDEE;CUTYPE=ROOM;CN=Room 7:mailto:room7@harbour.example",
          "ATTENDEE:mailto:nameless@harbour.example", "ATTENDEE;CN=Grace Hopper:mailto:g@h.example",
        ]))
    let read = try programme(ICalendarFeeds.document(feed))
    #expect(
      Self.sessions(read) == [
        "a | 1 | 2030-06-10T09:00:00+00:00 | 2030-06-10T10:00:00+00:00 | Room 7 |  | Talk |"
          + " Grace Hopper | - | "
      ])
  }

  @Test("a description's line break written raw continues the description")
  func rawLineBreak() throws {
    let feed = ICalendarFeeds.calendar(
      ICalendarFeeds.event(
        uid: "a", start: "DTSTART:20300610T090000Z", end: "DURATION:PT1H",
        more: ["DESCRIPTION:First line", "second line, written raw", "LOCATION:Hall"]))
    let read = try programme(ICalendarFeeds.document(feed))
    let session = try #require(read.timetables.first?.sessions.first)
    #expect([session.abstract, session.room] == ["First line\nsecond line, written raw", "Hall"])
  }

  @Test("a repeating event is listed once, at its first occurrence, with a warning")
  func repeating() throws {
    let feed = ICalendarFeeds.calendar(
      ICalendarFeeds.event(
        uid: "standup", start: "DTSTART:20300610T090000Z", end: "DURATION:PT15M",
        summary: "Stand-up", more: ["RRULE:FREQ=DAILY;COUNT=3"]))
    let read = try programme(ICalendarFeeds.document(feed))
    #expect(read.timetables.flatMap(\.sessions).map(\.startsAt) == ["2030-06-10T09:00:00+00:00"])
    #expect(
      read.warnings.map(\.description) == [
        "event standup ('Stand-up') repeats (RRULE): only its first occurrence is listed",
        "the schedule names no time zone: times are shown at GMT+0000, the UTC offset its events "
          + "give (conference add --time-zone names the zone)",
      ])
  }

  @Test("an event without a start is left out with a warning; the rest read")
  func withoutStart() throws {
    let feed = ICalendarFeeds.calendar(
      ["BEGIN:VEVENT", "UID:lost", "SUMMARY:Lost", "END:VEVENT"]
        + ICalendarFeeds.event(uid: "a", start: "DTSTART:20300610T090000Z", end: "DURATION:PT1H")
        + ICalendarFeeds.event(uid: "b", start: "DTSTART:tomorrow", end: "DURATION:PT1H"))
    let read = try programme(ICalendarFeeds.document(feed))
    #expect(read.timetables.flatMap(\.sessions).map(\.id) == ["a"])
    #expect(
      read.warnings.map(\.description) == [
        "the schedule names no time zone: times are shown at GMT+0000, the UTC offset its events "
          + "give (conference add --time-zone names the zone)",
        "event lost ('Lost') is left out: it has no start",
        "event b ('Talk') is left out: its date 'tomorrow' does not parse",
      ])
  }

  @Test("bytes that are not UTF-8 once the lines are unfolded are refused")
  func notUTF8() {
    var data = Data(
      ICalendarFeeds.document(
        ICalendarFeeds.calendar(
          ICalendarFeeds.event(uid: "a", start: "DTSTART:20300610T090000Z", summary: "Caf"))
      )
      .utf8)
    data.insert(0xE9, at: data.range(of: Data("Caf".utf8))?.upperBound ?? 0)
    #expect(failure(data) == .notUTF8)
  }

  @Test("a calendar without events is refused in one line")
  func noEvents() {
    #expect(failure(ICalendarFeeds.document(ICalendarFeeds.calendar([]))) == .missing("events"))
  }
}
