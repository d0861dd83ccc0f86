import ProgrammeFeed
import Testing

@Suite("ProgrammeFeedError")
struct ProgrammeFeedErrorTests {
  @Test(
    "every message says in one line what is wrong",
    arguments: [
      (
        ProgrammeFeedError.tooLarge(maximumBytes: 8 * 1024 * 1024),
        "the schedule is larger than 8 MiB"
      ),
      (.tooLarge(maximumBytes: 1000), "the schedule is larger than 1000 bytes"),
      (
        .fileTooLarge(path: "/tmp/big.xml", maximumBytes: 512 * 1024),
        "/tmp/big.xml is larger than 512 KiB, so it is not read as a schedule"
      ),
      (.notAFile(path: "/tmp"), "/tmp is not a regular file"),
      (
        .unreadableFile(path: "/x", reason: "Permission denied"),
        "cannot read /x (Permission denied)"
      ),
      (.notUTF8, "the schedule is not valid UTF-8"),
      (.htmlPage, "this is an HTML page, not a schedule"),
      (.notXMLOrJSON, "the schedule is not XML, JSON or iCalendar"),
      (
        .malformedXML(line: 3, reason: "error 76"),
        "the schedule is not well-formed XML (line 3: error 76)"
      ),
      (.malformedJSON(reason: "not JSON"), "the schedule is not valid schedule JSON (not JSON)"),
      (
        .notASchedule(root: "rss"),
        "the XML document is a <rss>, not a <schedule> or an xCal <iCalendar>"
      ),
      (.missing("<conference>"), "the schedule has no <conference>"),
      (
        .declaresEntities,
        "the schedule declares or uses XML entities, which are refused (nothing was expanded)"
      ),
      (
        .declaresMarkup("ATTLIST"),
        "the schedule declares <!ATTLIST>, which is refused (a schedule needs no declarations; "
          + "nothing was applied)"
      ),
      (
        .externalDTD,
        "the schedule refers to an external DTD, which is refused (nothing was fetched)"
      ),
      (
        .unsupportedEncoding("UTF-7"),
        "the schedule says it is encoded in 'UTF-7': only UTF-8 is read, so convert it to UTF-8"
      ),
      (
        .noTimeZone,
        "the schedule names no time zone and its events give no UTC offset: give one with "
          + "--time-zone ZONE (for example --time-zone Europe/Brussels)"
      ),
      (.unknownTimeZone("Mars/Olympus"), "unknown time zone 'Mars/Olympus'"),
      (.invalidDayChange("late"), "the day change 'late' does not parse (expected HH:MM)"),
      (
        .dayWithoutIndex(position: 2),
        "the schedule's day number 2 (in the file's order) has no index"
      ),
      (
        .invalidDayIndex(position: 1, index: "one"),
        "the schedule's day number 1 (in the file's order) has an index 'one' that is not a "
          + "positive whole number"
      ),
      (.duplicateDay(2), "day 2 appears twice"),
      (.dayWithoutDate(day: 2), "day 2 has no date"),
      (
        .invalidDayDate(day: 1, date: "2030-02-30"),
        "day 1 has a date '2030-02-30' that does not parse (expected YYYY-MM-DD)"
      ),
      (
        .dayDateOutOfRange(day: 1, date: "0000-01-01"),
        "day 1 has a date '0000-01-01' outside the years 1970 to 2200"
      ),
      (.missing("days"), "the schedule has no days"),
      (.missing("events"), "the schedule has no events"),
      (.eventWithoutID(day: 1), "an event of day 1 has no id"),
      (
        .eventIDTooLong(day: 2, length: 5000),
        "an event of day 2 has an id of 5000 characters (at most 64)"
      ),
      (
        .eventIDWithControlCharacters(day: 1), "an event of day 1 has an id with control characters"
      ),
      (.duplicateEvent(id: "1234"), "event 1234 appears twice at the same time"),
      (.duplicateGUID("0a0b", of: "12"), "the guid '0a0b' is event 12's too"),
      (.eventWithoutStart(id: "5"), "event 5 has no start"),
      (.eventWithoutDuration(id: "5"), "event 5 has no duration"),
      (.invalidStart(id: "7", start: "25:00"), "event 7 has a start '25:00' that does not parse"),
      (
        .invalidDate(id: "5", date: "yesterday"),
        "event 5 has a date 'yesterday' that does not parse"
      ),
      (
        .invalidDuration(id: "1234", duration: "1h"),
        "event 1234 has a duration '1h' that does not parse"
      ),
      (
        .invalidEnd(id: "5", end: "soon"),
        "event 5 has no duration and an end 'soon' that does not parse or is before its start"
      ),
      (.eventOutOfRange(id: "5"), "event 5 starts or ends outside the years 1970 to 2200"),
      (
        .eventOutsideDay(id: "5", day: 1, date: "2030-06-10"),
        "event 5 starts more than a day away from its day 1 (2030-06-10)"
      ),
      (
        .unsupportedSource("ftp://example.org/s.xml"),
        "'ftp://example.org/s.xml' is not a feed this app reads: give an http:// or https:// "
          + "URL, or the path of a schedule.xml or schedule.json file"
      ),
    ] as [(ProgrammeFeedError, String)])
  func messages(error: ProgrammeFeedError, expected: String) {
    #expect(error.description == expected)
  }

  @Test("values from the feed are cut to 60 characters and control characters are replaced")
  func hostileValues() {
    let error = ProgrammeFeedError.duplicateEvent(
      id: "\u{1B}[2J" + String(repeating: "9", count: 100))
    #expect(
      error.description == "event \u{FFFD}[2J" + String(repeating: "9", count: 56)
        + "… appears twice at the same time")
  }

  @Test("a character stacked with combining marks cannot flood a message")
  func stackedMarks() {
    let error = ProgrammeFeedError.duplicateEvent(
      id: "ab" + "e" + String(repeating: "\u{301}", count: 5000) + "cd")
    #expect(error.description == "event ab… appears twice at the same time")
  }
}
