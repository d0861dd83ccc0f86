import Domain
import Foundation
import Testing

@testable import CommandLineInterface

struct ICalendarWriterTests {
  private let writer = ICalendarWriter(now: Fixtures.now)

  /// The physical lines of `document`, which must end in CRLF, without their CRLF.
  private func physicalLines(of document: String) -> [String] {
    #expect(document.hasSuffix("\r\n"))
    return Array(document.components(separatedBy: "\r\n").dropLast())
  }

  /// The logical lines of `document`: every CRLF followed by a space removed (RFC 5545 3.1),
  /// then split at the remaining CRLFs. (Unfolded scalar by scalar: a continuation line may
  /// start with a combining mark, which makes one character with the space before it.)
  private func logicalLines(of document: String) -> [String] {
    var scalars = Array(document.unicodeScalars)
    var index = 0
    while index + 2 < scalars.count {
      if scalars[index] == "\r" && scalars[index + 1] == "\n" && scalars[index + 2] == " " {
        scalars.removeSubrange(index...(index + 2))
      } else {
        index += 1
      }
    }
    return physicalLines(of: String(String.UnicodeScalarView(scalars)))
  }

  /// The logical lines from `BEGIN:VEVENT` to `END:VEVENT` of the event for session `id`.
  private func event(_ id: String, in document: String) throws -> [String] {
    let lines = logicalLines(of: document)
    let uid = try #require(lines.firstIndex(of: "UID:session-\(id)@conf.swift-harbour.example"))
    let end = try #require(lines[uid...].firstIndex(of: "END:VEVENT"))
    return Array(lines[(uid - 1)...end])
  }

  private func schedule(_ sessions: [Session]) -> MySchedule {
    MySchedule(sessions: sessions, isFromSavedCopy: false)
  }

  @Test
  func everyPhysicalLineIsAtMost75Octets() {
    let sessions =
      Fixtures.sessions + [
        Fixtures.session(
          "201", title: String(repeating: "A very long title, on and on; ", count: 6),
          speakers: [Fixtures.ada, Fixtures.grace]),
        Fixtures.session(
          "202", title: String(repeating: "並行性を安全に 🎉 👩‍💻 ", count: 8), speakers: [Fixtures.grace]),
      ]

    let lines = physicalLines(of: writer.document(for: schedule(sessions)))

    #expect(lines.filter { $0.utf8.count > 75 } == [])
    #expect(lines.filter { $0.contains("\r") || $0.contains("\n") } == [])
    #expect(lines.first == "BEGIN:VCALENDAR")
    #expect(lines.last == "END:VCALENDAR")
  }

  @Test
  func anEventUnfoldsToItsExactLogicalLines() throws {
    let session = Fixtures.session(
      "101", title: "Modularising a 200k-line app, one package at a time, without stopping",
      speakers: [Fixtures.ada, Fixtures.grace])

    let document = writer.document(for: schedule([session]))

    #expect(
      try event("101", in: document) == [
        "BEGIN:VEVENT",
        "UID:session-101@conf.swift-harbour.example",
        "DTSTAMP:20270310T030000Z",
        "DTSTART;TZID=Asia/Tokyo:20270310T100000",
        "DTEND;TZID=Asia/Tokyo:20270310T104500",
        "SUMMARY:Modularising a 200k-line app\\, one package at a time\\, without stopping",
        "LOCATION:Hall A",
        "DESCRIPTION:Speakers: Ada Lovelace\\, Grace Hopper\\nTrack: Architecture\\nconf://"
          + "session/101",
        "URL:conf://session/101",
        "STATUS:CONFIRMED",
        "END:VEVENT",
      ])
    #expect(
      document.contains(
        "\r\nDESCRIPTION:Speakers: Ada Lovelace\\, Grace Hopper\\nTrack: Architecture\\ncon"
          + "\r\n f://session/101\r\n"))
  }

  @Test
  func aTitleWithCommasSemicolonsABackslashAndANewlineIsEscapedExactly() throws {
    let session = Fixtures.session("102", title: "Swift, Rust; C\\C++\nand more, later")

    let document = writer.document(for: schedule([session]))

    #expect(
      try event("102", in: document).filter { $0.hasPrefix("SUMMARY:") } == [
        #"SUMMARY:Swift\, Rust\; C\\C++\nand more\, later"#
      ])
  }

  @Test(arguments: [
    ("a,b", #"a\,b"#), ("a;b", #"a\;b"#), (#"a\b"#, #"a\\b"#), ("a\nb", #"a\nb"#),
    ("a\r\nb", #"a\nb"#), ("a\tb\u{7F}c", "abc"), (#"\,;"#, #"\\\,\;"#),
    ("東京: 10:00", "東京: 10:00"),
  ])
  func escapesTextValues(text: String, escaped: String) {
    #expect(ICalendarWriter.escaped(text) == escaped)
  }

  @Test(arguments: [
    (
      "SUMMARY:" + String(repeating: "a", count: 67),
      ["SUMMARY:" + String(repeating: "a", count: 67)]
    ),
    (
      "SUMMARY:" + String(repeating: "a", count: 68),
      ["SUMMARY:" + String(repeating: "a", count: 67), " a"]
    ),
    (
      "SUMMARY:" + String(repeating: "a", count: 200),
      [
        "SUMMARY:" + String(repeating: "a", count: 67), " " + String(repeating: "a", count: 74),
        " " + String(repeating: "a", count: 59),
      ]
    ),
  ])
  func foldsLongLinesAt75OctetsIncludingTheLeadingSpace(line: String, expected: [String]) {
    #expect(ICalendarWriter.folded(line).components(separatedBy: "\r\n") == expected)
  }

  @Test
  func foldsMultiByteTitlesAtCharacterBoundaries() throws {
    let title = String(repeating: "日", count: 30) + String(repeating: "🎉", count: 30)
    let session = Fixtures.session("103", title: title)

    let document = writer.document(for: schedule([session]))

    let lines = physicalLines(of: document)
    let summary = try #require(lines.firstIndex { $0.hasPrefix("SUMMARY:") })
    #expect(
      Array(lines[summary...].prefix(4)) == [
        "SUMMARY:" + String(repeating: "日", count: 22),
        " " + String(repeating: "日", count: 8) + String(repeating: "🎉", count: 12),
        " " + String(repeating: "🎉", count: 18),
        "LOCATION:Hall A",
      ])
    #expect(try event("103", in: document).contains("SUMMARY:\(title)"))
  }

  @Test(arguments: [(15, "TRIGGER:-PT15M"), (0, "TRIGGER:-PT0M")])
  func eachEventRemindsThatManyMinutesBefore(minutes: Int, trigger: String) throws {
    var reminding = writer
    reminding.reminderMinutes = minutes
    let sessions = [
      Fixtures.session("101", title: "First"), Fixtures.session("102", title: "Second; later"),
    ]

    let document = reminding.document(for: schedule(sessions))

    #expect(
      Array(try event("102", in: document).suffix(6)) == [
        "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Second\\; later", trigger, "END:VALARM",
        "END:VEVENT",
      ])
    #expect(logicalLines(of: document).filter { $0 == "BEGIN:VALARM" }.count == 2)
    #expect(!writer.document(for: schedule(sessions)).contains("VALARM"))
  }

  @Test("an added conference's UIDs carry its name; the demo's stay as they were")
  func uidsPerConference() {
    let sessions = schedule([Fixtures.session("104", title: "Modular apps")])
    let demo = logicalLines(of: writer.document(for: sessions))
    let added = logicalLines(
      of: ICalendarWriter(now: Fixtures.now, conferenceName: "fosdem-2020").document(for: sessions))
    #expect(demo.contains("UID:session-104@conf.swift-harbour.example"))
    #expect(added.contains("UID:session-104@fosdem-2020.feeds.conf.swift-harbour.example"))
  }

  /// A session of day 1 in Tokyo with `id`, links and a cancellation, for the cases below.
  private func session(
    _ id: String, title: String = "Talk", links: [SessionLink] = [], isCancelled: Bool = false
  ) -> Session {
    Session(
      id: Session.ID(id), title: title, abstract: "", day: Fixtures.day(1),
      startsAt: Fixtures.tenOClock, endsAt: Fixtures.tenOClock + 1_800, timeZone: Fixtures.tokyo,
      track: Track(name: "Main"), room: "Hall A", level: nil, language: "en", speakers: [],
      links: links, isCancelled: isCancelled)
  }

  @Test("an id holding CR LF stays in its UID and URL: no second event, no ATTACH line")
  func anIdWithLineBreaksCannotAddLines() {
    let id = "1\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nATTACH:https://evil.example/x \"q\""
    let document = writer.document(for: schedule([session(id)]))

    let lines = logicalLines(of: document)
    #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
    #expect(lines.filter { $0.hasPrefix("ATTACH") } == [])
    #expect(
      lines.filter { $0.hasPrefix("UID:") || $0.hasPrefix("URL:") } == [
        "UID:session-1%0D%0AEND%3AVEVENT%0D%0ABEGIN%3AVEVENT%0D%0AATTACH%3Ahttps%3A%2F%2Fevil.e"
          + "xample%2Fx%20%22q%22@conf.swift-harbour.example",
        "URL:conf://session/1%0D%0AEND%3AVEVENT%0D%0ABEGIN%3AVEVENT%0D%0AATTACH%3Ahttps%3A%2F%2F"
          + "evil.example%2Fx%20%22q%22",
      ])
  }

  @Test("ids that differ only in characters a TEXT value drops still get different UIDs")
  func uidsKeepIdsApart() {
    let ids = ["ab", "a\u{1}b", "a\nb", "a b", "a%20b", "a,b"]
    #expect(
      ids.map { writer.uid(for: session($0)) } == [
        "session-ab@conf.swift-harbour.example", "session-a%01b@conf.swift-harbour.example",
        "session-a%0Ab@conf.swift-harbour.example", "session-a%20b@conf.swift-harbour.example",
        "session-a%2520b@conf.swift-harbour.example", "session-a%2Cb@conf.swift-harbour.example",
      ])
  }

  @Test("the URL is the session's own page (its Event page link) when it has one")
  func theURLIsTheSessionsOwnPage() throws {
    let links = [
      SessionLink(title: "Slides", address: "https://slides.example/104"),
      SessionLink(title: "Event page", address: "https://pretalx.example.org/c/talk/AB12/"),
    ]
    let document = writer.document(for: schedule([session("104", links: links)]))

    #expect(
      try event("104", in: document).filter { $0.hasPrefix("URL:") || $0.hasPrefix("DESC") } == [
        "DESCRIPTION:Track: Main\\nhttps://pretalx.example.org/c/talk/AB12/",
        "URL:https://pretalx.example.org/c/talk/AB12/",
      ])
  }

  @Test(arguments: [
    ([SessionLink(title: "Slides", address: "https://slides.example/104")], "conf://session/104"),
    ([SessionLink(title: "Event page", address: "javascript:alert(1)")], "conf://session/104"),
    ([SessionLink(title: "Event page", address: "/talk/104")], "conf://session/104"),
    (
      [
        SessionLink(title: "Event page", address: "https://user@evil.example/"),
        SessionLink(title: " event PAGE\n", address: " https://a.example/talk 104\r\n"),
      ],
      "https://a.example/talk%20104"
    ),
  ])
  func aSessionWithoutAUsablePageLinksToItsConfLink(links: [SessionLink], url: String) {
    #expect(ICalendarWriter.address(of: session("104", links: links)) == url)
  }

  @Test(arguments: [
    ("https://a.example/x y", "https://a.example/x%20y"),
    ("https://a.example", "https://a.example"),
    ("HTTPS://A.example:8443/a?b=c,d;e#f#g", "https://A.example:8443/a?b=c,d;e#f%23g"),
    ("https://a.example/%41%zz%2", "https://a.example/%41%25zz%252"),
    (" https://a.example/\"q\"\r\nATTACH:x\r\n", "https://a.example/%22q%22%0D%0AATTACH:x"),
    ("https://a.example/日本?q=é", "https://a.example/%E6%97%A5%E6%9C%AC?q=%C3%A9"),
    ("https://a.example/<>\\^`{|}[]\u{0}", "https://a.example/%3C%3E%5C%5E%60%7B%7C%7D%5B%5D%00"),
  ])
  func webAddressesArePercentEncoded(address: String, encoded: String) {
    #expect(ICalendarWriter.webAddress(address) == encoded)
  }

  @Test(arguments: [
    "javascript:alert(1)", "ftp://a.example/", "https://", "https://user@a.example/",
    "https://a example/", "https://[::1]/", "https://a.example:/", "https://a.example:123456/",
    "https://-a.example/", "https://日本.example/", "mailto:a@example.com",
  ])
  func addressesThatAreNoPlainWebPageAreRefused(address: String) {
    #expect(ICalendarWriter.webAddress(address) == nil)
  }

  @Test(arguments: [
    ("a\rb", #"a\nb"#), ("a\u{2028}b\u{85}c\u{2029}d", #"a\nb\nc\nd"#), ("a\r\rb", #"a\n\nb"#),
    ("\u{202E}evil\u{2066}\u{2069}", "evil"), ("a\u{9B}b\u{0}c", "abc"),
    ("\u{200F}שלום 👩‍💻", "\u{200F}שלום 👩‍💻"),
  ])
  func escapesEveryLineBreakAndDropsOtherControls(text: String, escaped: String) {
    #expect(ICalendarWriter.escaped(text) == escaped)
  }

  @Test(arguments: [
    ("Europe/Berlin", "Europe/Berlin"), ("a;b", "\"a;b\""), ("a:b,c", "\"a:b,c\""),
    ("a\"b\r\nc", "abc"),
  ])
  func quotesParameterValuesWhereNeeded(text: String, value: String) {
    #expect(ICalendarWriter.parameterValue(text) == value)
  }

  @Test("a character longer than a line is folded between its scalars, never inside one")
  func foldsACharacterLongerThanALine() {
    let title = "a" + String(repeating: "\u{301}", count: 60) + "日"
    let document = writer.document(for: schedule([session("105", title: title)]))

    #expect(physicalLines(of: document).filter { $0.utf8.count > 75 } == [])
    #expect(logicalLines(of: document).contains("SUMMARY:\(title)"))
  }

  @Test("a cancelled session is marked cancelled and has no reminder; the others keep theirs")
  func aCancelledSessionHasNoAlarm() throws {
    var reminding = writer
    reminding.reminderMinutes = 10
    let document = reminding.document(
      for: schedule([session("106", isCancelled: true), session("107")]))

    #expect(
      try event("106", in: document).suffix(3) == [
        "URL:conf://session/106", "STATUS:CANCELLED", "END:VEVENT",
      ])
    #expect(
      try event("107", in: document).suffix(7) == [
        "STATUS:CONFIRMED", "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Talk",
        "TRIGGER:-PT10M", "END:VALARM", "END:VEVENT",
      ])
  }

  @Test("golden: a summer, a cancelled and a winter session in Europe/Berlin")
  func berlinSummerAndWinterGolden() throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    func session(
      _ id: String, _ start: TimeInterval, minutes: Double, title: String, room: String,
      track: String, speakers: [Speaker], page: String?, isCancelled: Bool = false
    ) -> Session {
      Session(
        id: Session.ID(id), title: title, abstract: "An abstract.", day: Fixtures.day(1),
        startsAt: Date(timeIntervalSince1970: start),
        endsAt: Date(timeIntervalSince1970: start + minutes * 60), timeZone: berlin,
        track: Track(name: track), room: room, level: nil, language: "en", speakers: speakers,
        links: page.map { [SessionLink(title: "Event page", address: $0)] } ?? [],
        isCancelled: isCancelled)
    }
    let sessions = [
      // 2019-12-27T10:00:00Z, 11:00 in Berlin (UTC+01:00).
      session(
        "10500", 1_577_440_800, minutes: 60, title: "Welcome to 36C3", room: "Ada", track: "CCC",
        speakers: [Fixtures.grace],
        page: "https://fahrplan.events.ccc.de/congress/2019/Fahrplan/events/10500.html"),
      // 2019-08-21T12:00:00Z, 14:00 in Berlin (UTC+02:00).
      session(
        "cccamp-1", 1_566_388_800, minutes: 30, title: "Opening; welcome, everyone",
        room: "Main stage", track: "Camp", speakers: [Fixtures.ada], page: nil),
      // 2019-08-22T08:00:00Z, 10:00 in Berlin.
      session(
        "cccamp-2", 1_566_460_800, minutes: 45, title: "Cancelled: Radio hacking",
        room: "Tent B", track: "Hardware", speakers: [],
        page: "https://events.example.org/camp 2019/\"2\"", isCancelled: true),
    ]
    let writer = ICalendarWriter(now: Fixtures.now, conferenceName: "ccc", reminderMinutes: 10)

    let document = writer.document(for: schedule(sessions))

    #expect(
      physicalLines(of: document) == [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//conf//conf//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VTIMEZONE",
        "TZID:Europe/Berlin",
        "BEGIN:STANDARD",
        "DTSTART:20190101T000000",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0100",
        "TZNAME:UTC+01:00",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "DTSTART:20190331T020000",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "TZNAME:UTC+02:00",
        "END:DAYLIGHT",
        "BEGIN:STANDARD",
        "DTSTART:20191027T030000",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "TZNAME:UTC+01:00",
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:session-cccamp-1@ccc.feeds.conf.swift-harbour.example",
        "DTSTAMP:20270310T030000Z",
        "DTSTART;TZID=Europe/Berlin:20190821T140000",
        "DTEND;TZID=Europe/Berlin:20190821T143000",
        #"SUMMARY:Opening\; welcome\, everyone"#,
        "LOCATION:Main stage",
        #"DESCRIPTION:Speakers: Ada Lovelace\nTrack: Camp\nconf://session/cccamp-1"#,
        "URL:conf://session/cccamp-1",
        "STATUS:CONFIRMED",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        #"DESCRIPTION:Opening\; welcome\, everyone"#,
        "TRIGGER:-PT10M",
        "END:VALARM",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:session-cccamp-2@ccc.feeds.conf.swift-harbour.example",
        "DTSTAMP:20270310T030000Z",
        "DTSTART;TZID=Europe/Berlin:20190822T100000",
        "DTEND;TZID=Europe/Berlin:20190822T104500",
        "SUMMARY:Cancelled: Radio hacking",
        "LOCATION:Tent B",
        #"DESCRIPTION:Track: Hardware\nhttps://events.example.org/camp%202019/%222%22"#,
        "URL:https://events.example.org/camp%202019/%222%22",
        "STATUS:CANCELLED",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:session-10500@ccc.feeds.conf.swift-harbour.example",
        "DTSTAMP:20270310T030000Z",
        "DTSTART;TZID=Europe/Berlin:20191227T110000",
        "DTEND;TZID=Europe/Berlin:20191227T120000",
        "SUMMARY:Welcome to 36C3",
        "LOCATION:Ada",
        #"DESCRIPTION:Speakers: Grace Hopper\nTrack: CCC\nhttps://fahrplan.events.ccc"#,
        " .de/congress/2019/Fahrplan/events/10500.html",
        "URL:https://fahrplan.events.ccc.de/congress/2019/Fahrplan/events/10500.html",
        "STATUS:CONFIRMED",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:Welcome to 36C3",
        "TRIGGER:-PT10M",
        "END:VALARM",
        "END:VEVENT",
        "END:VCALENDAR",
      ])
  }
}
