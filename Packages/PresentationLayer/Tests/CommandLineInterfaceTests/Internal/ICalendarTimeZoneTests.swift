import Domain
import Foundation
import Testing

@testable import CommandLineInterface

struct ICalendarTimeZoneTests {
  /// A session `id` in `zone` from `start` for `minutes`.
  private static func session(
    _ id: String, _ zone: TimeZone, at start: Date, minutes: Int
  ) -> Session {
    Session(
      id: Session.ID(id), title: "Session \(id)", abstract: "", day: Fixtures.day(1),
      startsAt: start, endsAt: start + Double(minutes * 60), timeZone: zone,
      track: Track(name: "Main"), room: "Hall", level: nil, language: "en", speakers: [])
  }

  /// One zone of the property below: the year its instants are drawn from and the changes of
  /// its clocks in that year, as the tz database has them (UTC, the amount they went back).
  struct Case: Sendable, CustomTestStringConvertible {
    let identifier: String
    /// The first and last instant drawn (a year).
    let from: Date
    let to: Date
    /// Every change of offset in the span: when, and by how many seconds the clocks went
    /// back (0 for a change forward).
    let changes: [(at: Date, back: Int)]

    var testDescription: String { identifier }
  }

  /// `2019-03-31T01:00:00Z` as a date.
  private static func utc(_ text: String) -> Date {
    (try? Date(text, strategy: .iso8601)) ?? .distantPast
  }

  static let cases = [
    Case(
      identifier: "Europe/Berlin", from: utc("2019-01-01T00:00:00Z"),
      to: utc("2019-12-31T20:00:00Z"),
      changes: [(utc("2019-03-31T01:00:00Z"), 0), (utc("2019-10-27T01:00:00Z"), 3_600)]),
    Case(
      identifier: "America/New_York", from: utc("2019-01-01T06:00:00Z"),
      to: utc("2019-12-31T20:00:00Z"),
      changes: [(utc("2019-03-10T07:00:00Z"), 0), (utc("2019-11-03T06:00:00Z"), 3_600)]),
    // Daylight saving of 30 minutes, in the southern summer.
    Case(
      identifier: "Australia/Lord_Howe", from: utc("2019-01-01T00:00:00Z"),
      to: utc("2019-12-31T08:00:00Z"),
      changes: [(utc("2019-04-06T15:00:00Z"), 1_800), (utc("2019-10-05T15:30:00Z"), 0)]),
    // No changes at all.
    Case(
      identifier: "Asia/Tokyo", from: utc("2019-01-01T00:00:00Z"),
      to: utc("2019-12-31T10:00:00Z"), changes: []),
    // Daylight saving Brazil has had no more since 2019.
    Case(
      identifier: "America/Sao_Paulo", from: utc("2017-06-01T00:00:00Z"),
      to: utc("2018-05-31T00:00:00Z"),
      changes: [(utc("2017-10-15T03:00:00Z"), 0), (utc("2018-02-18T02:00:00Z"), 3_600)]),
  ]

  /// Reads the document on standard input with icalendar after renaming every `TZID` to
  /// `conf-test-...`, a name its own time zone database does not know, so each time is placed
  /// by the file's `VTIMEZONE` alone; prints each event's times as
  /// `[[start, TZID or null, placed by the file], [end, ...]]`.
  private static let script = #"""
    import sys, json, re, zoneinfo, icalendar
    text = sys.stdin.buffer.read().decode('utf-8')
    text = re.sub(r'\r\n[ \t]', '', text)
    text = re.sub(r'TZID([=:])([^:;\r\n]+)',
                  lambda m: 'TZID' + m.group(1) + 'conf-test-' + m.group(2).replace('/', '-'), text)
    calendar = icalendar.Calendar.from_ical(text)
    def read(event, name):
        value = event.decoded(name)
        tzid = event[name].params.get('TZID')
        placed = value.tzinfo is not None and (
            tzid is None or not isinstance(value.tzinfo, zoneinfo.ZoneInfo))
        return [value.timestamp(), tzid, placed]
    print(json.dumps([[read(e, 'DTSTART'), read(e, 'DTEND')] for e in calendar.walk('VEVENT')]))
    """#

  /// One time as the script reads it.
  private struct ReadTime: Decodable, Equatable {
    let instant: Double
    let tzid: String?
    let isPlacedByTheFile: Bool

    init(instant: Double, tzid: String?, isPlacedByTheFile: Bool) {
      self.instant = instant
      self.tzid = tzid
      self.isPlacedByTheFile = isPlacedByTheFile
    }

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      instant = try container.decode(Double.self)
      tzid = try container.decodeIfPresent(String.self)
      isPlacedByTheFile = try container.decode(Bool.self)
    }
  }

  @Test(arguments: cases)
  func everyTimeReadsBackAtItsInstantFromTheFilesOwnZone(_ zoneCase: Case) async throws {
    let zone = try #require(TimeZone(identifier: zoneCase.identifier))
    var random = SeededRandomNumberGenerator(seed: 2019)
    // Instants across the year, and every 10 minutes from 3 hours before each change to 3 hours
    // after it; each session lasts 5 minutes to 4 hours.
    let span = Int(zoneCase.to.timeIntervalSince(zoneCase.from)) / 60
    var starts = (0..<60).map { _ in
      zoneCase.from + Double(Int.random(in: 0...span, using: &random) * 60)
    }
    for change in zoneCase.changes {
      starts += stride(from: -180, through: 180, by: 10).map { change.at + Double($0 * 60) }
    }
    let sessions = starts.sorted().enumerated().map { index, start in
      Self.session(
        "\(index)", zone, at: start, minutes: Int.random(in: 5...240, using: &random))
    }
    let document = ICalendarWriter(now: Fixtures.now).document(
      for: MySchedule(sessions: sessions, isFromSavedCopy: false))

    let output = try await ICalendarReader.run(Self.script, on: document)
    let read = try JSONDecoder().decode([[ReadTime]].self, from: Data(output.utf8))

    // A local time the clocks pass twice names the first: the second is written in UTC.
    func expected(_ instant: Date) -> ReadTime {
      let isRepeated = zoneCase.changes.contains { change in
        change.back > 0 && change.at <= instant && instant < change.at + Double(change.back)
      }
      return ReadTime(
        instant: instant.timeIntervalSince1970,
        tzid: isRepeated ? nil : "conf-test-" + zoneCase.identifier.replacing("/", with: "-"),
        isPlacedByTheFile: true)
    }
    #expect(read.count == sessions.count)
    for (times, session) in zip(read, sessions) {
      #expect(times == [expected(session.startsAt), expected(session.endsAt)])
    }
  }

  @Test("a zone without changes in the span has one STANDARD observance")
  func aZoneWithoutChanges() {
    let zone = ICalendarTimeZone(
      zone: Fixtures.tokyo, from: Fixtures.tenOClock, through: Fixtures.tenOClock + 86_400 * 400)
    #expect(
      zone.lines == [
        "BEGIN:VTIMEZONE", "TZID:Asia/Tokyo", "BEGIN:STANDARD", "DTSTART:20270101T000000",
        "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "TZNAME:UTC+09:00", "END:STANDARD",
        "END:VTIMEZONE",
      ])
  }

  @Test("Lord Howe's 30-minute daylight saving, starting in its southern summer")
  func aHalfHourChangeInTheSouth() throws {
    let zone = ICalendarTimeZone(
      zone: try #require(TimeZone(identifier: "Australia/Lord_Howe")),
      from: Self.utc("2019-08-01T00:00:00Z"), through: Self.utc("2019-08-01T01:00:00Z"))
    #expect(
      zone.lines == [
        "BEGIN:VTIMEZONE", "TZID:Australia/Lord_Howe",
        "BEGIN:DAYLIGHT", "DTSTART:20190101T000000", "TZOFFSETFROM:+1100", "TZOFFSETTO:+1100",
        "TZNAME:UTC+11:00", "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:20190407T020000", "TZOFFSETFROM:+1100", "TZOFFSETTO:+1030",
        "TZNAME:UTC+10:30", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:20191006T020000", "TZOFFSETFROM:+1030", "TZOFFSETTO:+1100",
        "TZNAME:UTC+11:00", "END:DAYLIGHT",
        "END:VTIMEZONE",
      ])
  }

  @Test(arguments: [
    // The first 02:30 of 27 October 2019 in Berlin, then the second, an hour later.
    ("2019-10-27T00:30:00Z", "DTSTART;TZID=Europe/Berlin:20191027T023000"),
    ("2019-10-27T01:30:00Z", "DTSTART:20191027T013000Z"),
    ("2019-10-27T02:00:00Z", "DTSTART;TZID=Europe/Berlin:20191027T030000"),
    ("2019-08-21T12:00:00Z", "DTSTART;TZID=Europe/Berlin:20190821T140000"),
  ])
  func aTimeInTheRepeatedHourIsWrittenInUTC(instant: String, line: String) throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let zone = ICalendarTimeZone(zone: berlin, from: Self.utc(instant), through: Self.utc(instant))
    #expect(zone.property("DTSTART", at: Self.utc(instant)) == line)
  }
}
