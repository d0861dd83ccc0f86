import Entity
import Foundation
import Testing

@testable import ProgrammeFeed

@Suite("XMLFeedParser")
struct XMLFeedParserTests {
  @Test(
    "a pentabarf feed: rooms grouped, local times in the given zone, HTML abstracts, attachments")
  func pentabarfGrouped() throws {
    let read = try programme(PentabarfFeeds.grouped, timeZone: "Europe/Brussels")

    #expect(
      read
        == FeedProgramme(
          conference: ConferenceEntity(
            title: "Example FOSS Meeting 2030", acronym: "", timeZone: "Europe/Brussels",
            dayChange: "09:00",
            days: [
              ConferenceDayEntity(day: 1, date: "2030-02-02"),
              ConferenceDayEntity(day: 2, date: "2030-02-03"),
            ]),
          timetables: [
            TimetableEntity(
              day: 1, date: "2030-02-02", timeZone: "Europe/Brussels",
              sessions: [
                SessionEntity(
                  id: "501", title: "Welcome", subtitle: nil, abstract: "Opening & welcome.",
                  day: 1, startsAt: "2030-02-02T09:30:00+01:00",
                  endsAt: "2030-02-02T09:55:00+01:00", track: "Keynotes", room: "Main Hall",
                  level: nil, kind: "keynote", language: "",
                  speakers: [SpeakerEntity(id: "6", name: "Meeting Staff", affiliation: nil)],
                  links: [
                    SessionLinkEntity(
                      title: "Video recording (WebM)",
                      url: "https://video.example.org/2030/welcome.webm"),
                    SessionLinkEntity(
                      title: "Submit feedback", url: "https://feedback.example.org/501"),
                  ],
                  isCancelled: nil),
                SessionEntity(
                  id: "502", title: "Kernels, then and now",
                  subtitle: "Twenty years in small steps",
                  abstract: "What changed.\n\nWe look at:\n\n• the mailing lists,\n"
                    + "• the source tree (https://example.org/tree).",
                  day: 1, startsAt: "2030-02-02T10:00:00+01:00",
                  endsAt: "2030-02-02T10:50:00+01:00", track: "Keynotes", room: "Main Hall",
                  level: nil, kind: "keynote", language: "",
                  speakers: [
                    SpeakerEntity(id: "7368", name: "Ada Example", affiliation: nil),
                    SpeakerEntity(id: "7369", name: "Grace Sample", affiliation: nil),
                  ],
                  // `<attachments>` are links too.
                  links: [
                    SessionLinkEntity(title: "Slides", url: "https://example.org/slides.pdf")
                  ],
                  isCancelled: nil),
                SessionEntity(
                  id: "610", title: "Rust on tiny boards", subtitle: nil,
                  abstract: "Blink an LED.\nThen more.", day: 1,
                  startsAt: "2030-02-02T10:00:00+01:00", endsAt: "2030-02-02T10:20:00+01:00",
                  track: "Embedded", room: "Room B.1", level: nil, kind: "devroom",
                  language: "en", speakers: [], links: nil, isCancelled: nil),
              ], rooms: ["Main Hall", "Room B.1"]),
            TimetableEntity(
              day: 2, date: "2030-02-03", timeZone: "Europe/Brussels",
              sessions: [
                SessionEntity(
                  id: "611", title: "Closing", subtitle: nil, abstract: "Bye.", day: 2,
                  startsAt: "2030-02-03T17:40:00+01:00", endsAt: "2030-02-03T18:45:00+01:00",
                  track: "Keynotes", room: "Room B.1", level: nil, kind: "lightningtalk",
                  language: "",
                  speakers: [SpeakerEntity(id: "6", name: "Meeting Staff", affiliation: nil)],
                  links: nil, isCancelled: nil)
              ], rooms: ["Room B.1"]),
          ]))
  }

  @Test("an older pentabarf feed: events directly in the day, after midnight on the next date")
  func pentabarfFlat() throws {
    let read = try programme(PentabarfFeeds.flat, timeZone: "Europe/Berlin")

    #expect(
      read
        == FeedProgramme(
          conference: ConferenceEntity(
            title: "Night Camp", acronym: "nightcamp", timeZone: "Europe/Berlin",
            dayChange: "04:00", days: [ConferenceDayEntity(day: 1, date: "2031-08-09")]),
          timetables: [
            TimetableEntity(
              day: 1, date: "2031-08-09", timeZone: "Europe/Berlin",
              sessions: [
                SessionEntity(
                  id: "9", title: "Fire, again", abstract: "", day: 1,
                  startsAt: "2031-08-09T22:00:00+02:00", endsAt: "2031-08-09T22:15:00+02:00",
                  track: "Talks", room: "Field", level: nil, kind: "talk", language: "",
                  speakers: []),
                SessionEntity(
                  id: "10", title: "Fire", abstract: "", day: 1,
                  startsAt: "2031-08-09T22:00:00+02:00", endsAt: "2031-08-09T22:15:00+02:00",
                  track: "Talks", room: "Field", level: nil, kind: "talk", language: "",
                  speakers: []),
                SessionEntity(
                  id: "3", title: "Evening talk", abstract: "", day: 1,
                  startsAt: "2031-08-09T22:00:00+02:00", endsAt: "2031-08-09T22:45:00+02:00",
                  track: "Talks", room: "Tent", level: nil, kind: "talk", language: "",
                  speakers: []),
                SessionEntity(
                  id: "20", title: "Late show", abstract: "Stars & snacks", day: 1,
                  startsAt: "2031-08-10T01:30:00+02:00", endsAt: "2031-08-10T02:00:00+02:00",
                  track: "", room: "Tent", level: nil, kind: "other", language: "",
                  speakers: []),
              ], rooms: ["Tent", "Field"])
          ]))
  }

  @Test("a frab/pretalx feed: guids, dates with offsets, time zone, links, url, feedback")
  func frab() throws {
    let read = try programme(FrabFeeds.schedule)

    #expect(
      read
        == FeedProgramme(
          conference: ConferenceEntity(
            title: "Chaos Example Congress", acronym: "ccc30", timeZone: "Europe/Berlin",
            dayChange: "04:00",
            days: [
              ConferenceDayEntity(
                day: 1, date: "2030-12-27", start: "2030-12-27T04:00:00+01:00",
                end: "2030-12-28T04:00:00+01:00"),
              ConferenceDayEntity(
                day: 2, date: "2030-12-28", start: "2030-12-28T04:00:00+01:00",
                end: "2030-12-29T03:59:00+01:00"),
            ]),
          timetables: [
            TimetableEntity(
              day: 1, date: "2030-12-27", timeZone: "Europe/Berlin",
              sessions: [
                SessionEntity(
                  id: "1201", title: "Breaking things", subtitle: "safely",
                  abstract: "How to **break** things.\n\n- carefully\n- with logs", day: 1,
                  startsAt: "2030-12-27T11:00:00+01:00", endsAt: "2030-12-27T11:40:00+01:00",
                  track: "Security", room: "Saal 1", level: nil, kind: "Talk", language: "de",
                  speakers: [SpeakerEntity(id: "77", name: "Kim Tester", affiliation: nil)],
                  links: [
                    SessionLinkEntity(title: "Tools", url: "https://example.org/tools"),
                    SessionLinkEntity(
                      title: "https://example.org/untitled", url: "https://example.org/untitled"),
                    SessionLinkEntity(
                      title: "Event page", url: "https://pretalx.example.org/ccc30/talk/AB12CD/"),
                    SessionLinkEntity(
                      title: "Feedback",
                      url: "https://pretalx.example.org/ccc30/talk/AB12CD/feedback/"),
                  ]),
                SessionEntity(
                  id: "1203", title: "Sunrise", abstract: "Plain.", day: 1,
                  startsAt: "2030-12-27T11:00:00+01:00", endsAt: "2030-12-27T11:30:00+01:00",
                  track: "Art", room: "Saal 2", level: nil, kind: "Talk", language: "en",
                  speakers: []),
                SessionEntity(
                  id: "1202", title: "Night owls", abstract: "Hands on.", day: 1,
                  startsAt: "2030-12-28T01:30:00+01:00", endsAt: "2030-12-28T02:30:00+01:00",
                  track: "", room: "Saal 1", level: nil, kind: "Workshop", language: "en",
                  speakers: [
                    SpeakerEntity(
                      id: "bbbbbbbb-0000-4000-8000-000000000078", name: "Sam Owl",
                      affiliation: nil),
                    SpeakerEntity(id: "Anonymous", name: "Anonymous", affiliation: nil),
                  ]),
              ], rooms: ["Saal 1", "Saal 2"]),
            TimetableEntity(
              day: 2, date: "2030-12-28", timeZone: "Europe/Berlin",
              sessions: [
                SessionEntity(
                  id: "1301", title: "Day two", abstract: "", day: 2,
                  startsAt: "2030-12-28T12:00:00+01:00", endsAt: "2030-12-28T12:25:00+01:00",
                  track: "Art", room: "Saal 2", level: nil, kind: "Talk", language: "en",
                  speakers: [],
                  links: [
                    SessionLinkEntity(
                      title: "Event page", url: "https://pretalx.example.org/ccc30/talk/DAY2/")
                  ])
              ], rooms: ["Saal 2"]),
          ]))
  }

  @Test("the caller's time zone replaces the feed's, and times follow it")
  func overriddenZone() throws {
    let read = try programme(FrabFeeds.schedule, timeZone: "America/New_York")

    #expect(read.conference.timeZone == "America/New_York")
    #expect(
      read.timetables.flatMap(\.sessions).map { [$0.id, $0.startsAt, $0.endsAt] } == [
        ["1201", "2030-12-27T05:00:00-05:00", "2030-12-27T05:40:00-05:00"],
        ["1203", "2030-12-27T05:00:00-05:00", "2030-12-27T05:30:00-05:00"],
        ["1202", "2030-12-27T19:30:00-05:00", "2030-12-27T20:30:00-05:00"],
        ["1301", "2030-12-28T06:00:00-05:00", "2030-12-28T06:25:00-05:00"],
      ])
  }

  @Test(
    "a feed breaking a rule of the format is refused, naming what is wrong",
    arguments: [
      (MinimalFeeds.xml(dayTag: #"<day date="2030-01-01">"#), .dayWithoutIndex(position: 1)),
      (MinimalFeeds.xml(dayTag: #"<day index="1">"#), .dayWithoutDate(day: 1)),
      (
        MinimalFeeds.xml(dayTag: #"<day index="one" date="2030-01-01">"#),
        .invalidDayIndex(position: 1, index: "one")
      ),
      (
        MinimalFeeds.xml(dayTag: #"<day index="1" date="2030-02-30">"#),
        .invalidDayDate(day: 1, date: "2030-02-30")
      ),
      (
        MinimalFeeds.xml(events: MinimalFeeds.event(id: "1234", duration: "1h")),
        .invalidDuration(id: "1234", duration: "1h")
      ),
      (
        MinimalFeeds.xml(events: MinimalFeeds.event(id: "7", start: "25:00")),
        .invalidStart(id: "7", start: "25:00")
      ),
      (
        MinimalFeeds.xml(events: "<event><start>10:00</start><duration>00:10</duration></event>"),
        .eventWithoutID(day: 1)
      ),
      (
        MinimalFeeds.xml(events: #"<event id="5"><duration>00:10</duration></event>"#),
        .eventWithoutStart(id: "5")
      ),
      (
        MinimalFeeds.xml(events: #"<event id="5"><start>10:00</start></event>"#),
        .eventWithoutDuration(id: "5")
      ),
      (
        MinimalFeeds.xml(
          events: #"<event id="5"><date>yesterday</date><duration>00:10</duration></event>"#),
        .invalidDate(id: "5", date: "yesterday")
      ),
      (MinimalFeeds.xml(head: "<day_change>late</day_change>"), .invalidDayChange("late")),
      (#"<?xml version="1.0"?><rss><channel/></rss>"#, .notASchedule(root: "rss")),
      ("<schedule><day index=\"1\" date=\"2030-01-01\"/></schedule>", .missing("<conference>")),
      (
        "<schedule><conference>",
        .malformedXML(
          line: 1, reason: "the document ends too early or goes on past its root element")
      ),
      (
        "<schedule><conference/></x>",
        .malformedXML(line: 1, reason: "a closing tag that does not match the open element")
      ),
    ] as [(String, ProgrammeFeedError)])
  func refused(feed: String, expected: ProgrammeFeedError) {
    #expect(failure(feed) == expected)
  }

  @Test("the same day index twice is refused")
  func duplicateDay() {
    let feed = """
      <schedule><conference/>
      <day index="2" date="2030-01-01"/><day index="2" date="2030-01-02"/></schedule>
      """
    #expect(failure(feed) == .duplicateDay(2))
  }

  @Test("events with the same id on different days are occurrences, each named apart")
  func duplicateAcrossDays() throws {
    let feed = """
      <schedule><conference><time_zone_name>UTC</time_zone_name></conference>
      <day index="1" date="2030-01-01">\(MinimalFeeds.event(id: "9", guid: "a-9"))</day>
      <day index="2" date="2030-01-02">\(MinimalFeeds.event(id: "9", guid: "b-9"))</day>
      <day index="3" date="2030-01-03">\(MinimalFeeds.event(id: "10"))</day></schedule>
      """
    let read = try ProgrammeFeedReader().programme(from: Data(feed.utf8))
    // FNV-1a (64-bit) of "guid:a-9" and "guid:b-9" in base 36, last six characters, as
    // Python computes them: 4fqu4f and qgc1nu.
    #expect(
      read.timetables.map { $0.sessions.map(\.id) } == [["9@4fqu4f"], ["9@qgc1nu"], ["10"]])
    #expect(read.warnings == [])
  }

  @Test("an event's description that repeats its abstract is shown once, indentation folded")
  func repeatedAbstract() throws {
    let event = """
      <event id="1"><start>10:00</start><duration>00:30</duration><title>T</title>
        <abstract>Cables, and why.</abstract>
        <description>
          Cables,  and why.

          - fibre
          - copper
        </description>
      </event>
      """
    let read = try programme(MinimalFeeds.xml(events: event), timeZone: "UTC")
    #expect(
      read.timetables.flatMap(\.sessions).map(\.abstract) == [
        "Cables, and why.\n\n- fibre\n- copper"
      ])
  }

  // MARK: - A second line behind XMLProlog

  @Test(
    "a declaration that reaches the parser stops it before the document is read",
    arguments: [
      (#"<!ATTLIST event id CDATA "42">"#, ProgrammeFeedError.declaresMarkup("ATTLIST")),
      ("<!ELEMENT schedule ANY>", .declaresMarkup("ELEMENT")),
      (#"<!NOTATION n PUBLIC "p" "s">"#, .declaresMarkup("NOTATION")),
    ])
  func declarationPastTheCheck(subset: String, expected: ProgrammeFeedError) {
    // Given straight to the parser, as if `XMLProlog` had let it through. (Not all can be:
    // FoundationXML crashes on a notation without a public id or an attribute without a
    // default, before any delegate hears of it.)
    let feed = MinimalFeeds.xml(
      events: "<event><start>10:00</start><duration>00:30</duration><title>T</title></event>",
      prolog: "<!DOCTYPE schedule [ \(subset) ]>")
    #expect(throws: expected) { try XMLFeedParser.document(from: Data(feed.utf8)) }
  }

  // MARK: - The parser's errors, in words

  @Test(
    "the parser's errors are said in words",
    arguments: [
      ("<schedule a=b/>", "a value without its opening quote"),
      ("<schedule a='1' a='2'/>", "an attribute written twice"),
      ("<schedule>]]></schedule>", "a ]]> outside a CDATA section"),
      ("<schedule><x:y/></schedule>", "a namespace prefix or declaration that is malformed"),
      (
        "<schedule>a & b</schedule>", "a missing or malformed name (a bare & must be written &amp;)"
      ),
      ("<schedule><!-- a -- b --></schedule>", "a comment holding --, which XML does not allow"),
      (
        " <?xml version='1.0'?><schedule/>",
        "an XML declaration (<?xml ...?>) not at the very start"
      ),
      (
        "<?xml version='1.0' encoding='bogus-name'?><schedule/>",
        "an encoding the XML parser does not know"
      ),
    ])
  func parserErrorInWords(feed: String, reason: String) {
    #expect(throws: ProgrammeFeedError.malformedXML(line: 1, reason: reason)) {
      try XMLFeedParser.document(from: Data(feed.utf8))
    }
  }

  @Test(
    "common codes have words of their own",
    arguments: [
      (1, "the XML parser failed"),
      (26, "an entity that is not declared"),
      (34, "a value without its closing quote"),
      (61, "the DOCTYPE does not end"),
      (86, "content after the root element"),
      (89, "an entity that refers to itself"),
      (201, "a namespace prefix or declaration that is malformed"),
    ])
  func commonCodes(code: Int, reason: String) {
    #expect(XMLFeedParser.reason(forCode: code) == reason)
  }

  @Test("a code without words of its own is still said in words, never as a bare number")
  func unknownCode() {
    #expect(XMLFeedParser.reason(forCode: 150) == "the XML parser stopped here (libxml2 error 150)")
    for code in -5...1000 {
      let reason = XMLFeedParser.reason(forCode: code)
      let words = reason.split(separator: " ").filter { $0.contains(where: \.isLetter) }
      #expect(words.count >= 3, "\(code): \(reason)")
      #expect(!reason.hasPrefix("parser error"), "\(code): \(reason)")
      // ProgrammeFeedError cuts a reason at 60 characters.
      #expect(reason.count <= 60, "\(code): \(reason)")
    }
  }
}
