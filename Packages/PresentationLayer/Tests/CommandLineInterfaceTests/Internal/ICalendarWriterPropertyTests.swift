import Domain
import Foundation
import Testing

@testable import CommandLineInterface

/// `ICalendarWriter` against its definition, over generated programmes: arbitrary text (line
/// breaks, NUL and other controls, quotes, `;`, `,`, `:`, `\`, `%`, non-ASCII, bidirectional
/// controls, emoji, very long values) in every field of every session, read back by Python's
/// `icalendar`.
@Suite("ICalendarWriter, read back by icalendar")
struct ICalendarWriterPropertyTests {
  /// Pieces the generated text is made of.
  private static let pieces = [
    "a", "Z", "0", " ", "  ", "\r", "\n", "\r\n", "\u{0}", "\u{1}", "\t", "\u{1B}[31m", "\u{7F}",
    "\u{85}", "\u{9B}", "\"", "'", ";", ",", ":", "\\", "\\n", "%", "%41", "%zz", "%C3", "#", "?",
    "/", "@", "=", "<", ">", "{", "|", "^", "`", "[", "]", "é", "e\u{301}", "日本", "\u{202E}",
    "\u{2066}", "\u{2069}", "\u{200F}", "שלום", "\u{2028}", "\u{2029}", "\u{FEFF}", "🎉", "👩‍💻",
    "🇯🇵", "a" + String(repeating: "\u{301}", count: 40), "END:VEVENT", "BEGIN:VALARM",
    "URL:x", "\r\nATTACH:https://evil.example/",
  ]

  /// Some plain host names for page links.
  private static let hosts = ["pretalx.example.org", "a.example:8443", "events.ccc.de"]

  /// Text of 0 to 12 pieces; one time in ten, of 150 to 400 (a value of several lines).
  private static func text(_ random: inout SeededRandomNumberGenerator) -> String {
    let count =
      Int.random(in: 0...9, using: &random) == 0
      ? Int.random(in: 150...400, using: &random) : Int.random(in: 0...12, using: &random)
    return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
  }

  /// A link, with the address its `URL` must decode to when it is the session's page.
  private static func link(
    _ random: inout SeededRandomNumberGenerator
  ) -> (link: SessionLink, page: String?) {
    let pageTitles = ["Event page", "event page", " EVENT PAGE\r\n"]
    let title =
      Bool.random(using: &random)
      ? pageTitles.randomElement(using: &random) ?? "" : text(&random)
    switch Int.random(in: 0...5, using: &random) {
    case 0, 1, 2:
      let scheme = ["https://", "http://", "HTTPS://"].randomElement(using: &random) ?? ""
      let rest = (hosts.randomElement(using: &random) ?? "") + "/" + text(&random)
      let address = (Bool.random(using: &random) ? " " : "") + scheme + rest
      // The scheme comes out in lower case, and white space around the address goes.
      let page = (scheme.lowercased() + rest).trimmingCharacters(in: .whitespacesAndNewlines)
      return (SessionLink(title: title, address: address), pageTitles.contains(title) ? page : nil)
    case 3:
      return (SessionLink(title: title, address: text(&random)), nil)
    case 4:
      let refused = [
        "javascript:alert(1)", "https://user@evil.example/", "https://a b.example/",
        "ftp://a.example/", "https://",
      ]
      return (SessionLink(title: title, address: refused.randomElement(using: &random) ?? ""), nil)
    default:
      return (SessionLink(title: title, address: "/talk/" + text(&random)), nil)
    }
  }

  /// `text` as a TEXT value must read back: every line break (CR LF, CR, LF, NEL, U+2028,
  /// U+2029) one LF, other C0 and C1 controls, DEL and the bidirectional embeddings,
  /// overrides and isolates gone.
  private static func sanitised(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar? = nil
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\n" && previous == "\r" { continue }
      if ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
        result.append("\n")
        continue
      }
      let value = scalar.value
      if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      {
        continue
      }
      result.append(scalar)
    }
    return String(result)
  }

  /// The bytes of `text` with its valid `%XX` escapes decoded and everything else as it is
  /// (what Python's `unquote_to_bytes` gives).
  private static func percentDecoded(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let value = UInt8(
          String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
      {
        result.append(value)
        index += 3
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// What the script below prints for one event.
  private struct ReadEvent: Decodable, Equatable {
    let properties: [String]
    let start: Double
    let end: Double
    let summary: String
    let location: String
    let description: String
    let status: String
    let uid: [UInt8]
    let url: [UInt8]
    let urlIsURI: Bool
    let alarms: [ReadAlarm]
  }

  private struct ReadAlarm: Decodable, Equatable {
    let properties: [String]
    let description: String
    let trigger: Double
  }

  private struct ReadDocument: Decodable {
    let properties: [String]
    let components: [String]
    let events: [ReadEvent]
    let urls: [String]
  }

  /// Reads the document on standard input with icalendar and prints what the test compares.
  /// A URL must match RFC 3986's grammar for an absolute URI with an authority.
  private static let script = #"""
    import sys, json, re, urllib.parse, icalendar
    calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
    UNRESERVED = r"A-Za-z0-9\-._~"
    SUB = r"!$&'()*+,;="
    PCT = r"%[0-9A-Fa-f]{2}"
    PCHAR = rf"(?:[{UNRESERVED}{SUB}:@]|{PCT})"
    HOST = rf"(?:[{UNRESERVED}{SUB}]|{PCT})*"
    AUTHORITY = rf"(?:(?:[{UNRESERVED}{SUB}:]|{PCT})*@)?{HOST}(?::[0-9]*)?"
    URI = re.compile(
        rf"[A-Za-z][A-Za-z0-9+.\-]*://{AUTHORITY}(?:/{PCHAR}*)*"
        rf"(?:\?(?:{PCHAR}|[/?])*)?(?:#(?:{PCHAR}|[/?])*)?")
    def unquoted(value):
        return list(urllib.parse.unquote_to_bytes(str(value)))
    events = []
    for event in calendar.walk('VEVENT'):
        events.append({
            'properties': list(event.keys()),
            'start': event.decoded('DTSTART').timestamp(),
            'end': event.decoded('DTEND').timestamp(),
            'summary': str(event['SUMMARY']),
            'location': str(event['LOCATION']),
            'description': str(event['DESCRIPTION']),
            'status': str(event['STATUS']),
            'uid': unquoted(event['UID']),
            'url': unquoted(event['URL']),
            'urlIsURI': URI.fullmatch(str(event['URL'])) is not None,
            'alarms': [
                {'properties': list(alarm.keys()), 'description': str(alarm['DESCRIPTION']),
                 'trigger': alarm.decoded('TRIGGER').total_seconds()}
                for alarm in event.subcomponents],
        })
    print(json.dumps({
        'properties': list(calendar.keys()),
        'components': [component.name for component in calendar.subcomponents],
        'events': events,
        'urls': [str(event['URL']) for event in calendar.walk('VEVENT')],
    }))
    """#

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func everyFieldReadsBackAsItsSanitisedText(seed: UInt64) async throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let zones = ["Asia/Tokyo", "Europe/Berlin"].compactMap { TimeZone(identifier: $0) }
    // 2027-01-01T00:00:00Z; each session two hours after the one before, so the schedule
    // keeps their order.
    let base = Date(timeIntervalSince1970: 1_798_761_600)
    var sessions: [Session] = []
    var pages: [String?] = []
    for index in 0..<50 {
      let start = base + Double(index * 7_200 + Int.random(in: 0...3_540, using: &random) / 60 * 60)
      var links: [SessionLink] = []
      var page: String? = nil
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let (link, address) = Self.link(&random)
        links.append(link)
        page = page ?? address
      }
      pages.append(page)
      sessions.append(
        Session(
          id: Session.ID(
            Bool.random(using: &random) ? "\(index)" : "\(index)" + Self.text(&random)),
          title: Self.text(&random), abstract: Self.text(&random), day: Fixtures.day(1),
          startsAt: start, endsAt: start + Double(Int.random(in: 0...240, using: &random) * 60),
          timeZone: zones.randomElement(using: &random) ?? .gmt,
          track: Track(name: Self.text(&random)), room: Self.text(&random), level: nil,
          language: "en",
          speakers: (0..<Int.random(in: 0...3, using: &random)).map {
            Speaker(
              id: Speaker.ID(rawValue: "sp-\($0)"), name: Self.text(&random), affiliation: nil)
          }, links: links, isCancelled: Int.random(in: 0...3, using: &random) == 0))
    }
    let conferenceName: String? = Bool.random(using: &random) ? nil : Self.text(&random)
    let reminder: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...60, using: &random)
    let writer = ICalendarWriter(
      now: Fixtures.now, conferenceName: conferenceName, reminderMinutes: reminder)

    let document = writer.document(for: MySchedule(sessions: sessions, isFromSavedCopy: false))

    // Physical lines: CRLF only between lines, none longer than 75 octets.
    #expect(document.hasSuffix("\r\n"))
    let lines = document.components(separatedBy: "\r\n").dropLast()
    #expect(lines.filter { $0.unicodeScalars.contains { $0 == "\r" || $0 == "\n" } } == [])
    #expect(lines.filter { $0.utf8.count > 75 } == [])

    let output = try await ICalendarReader.run(Self.script, on: document)
    let read = try JSONDecoder().decode(ReadDocument.self, from: Data(output.utf8))
    let zoneCount = Set(sessions.map(\.timeZone.identifier)).count
    #expect(read.properties == ["VERSION", "PRODID", "CALSCALE", "METHOD"])
    #expect(
      read.components
        == Array(repeating: "VTIMEZONE", count: zoneCount)
        + Array(repeating: "VEVENT", count: sessions.count))
    #expect(read.urls.count == sessions.count)
    let host =
      conferenceName.map { "\($0).feeds.conf.swift-harbour.example" }
      ?? "conf.swift-harbour.example"
    let expected = zip(sessions, zip(pages, read.urls)).map { session, pageAndURL in
      let (page, url) = pageAndURL
      let speakers = session.speakers.map(\.name).joined(separator: ", ")
      let description =
        (speakers.isEmpty ? "" : "Speakers: \(speakers)\n") + "Track: \(session.track.name)\n"
      let alarms =
        reminder.map { minutes in
          session.isCancelled
            ? []
            : [
              ReadAlarm(
                properties: ["ACTION", "DESCRIPTION", "TRIGGER"],
                description: Self.sanitised(session.title), trigger: Double(-60 * minutes))
            ]
        } ?? []
      return ReadEvent(
        properties: [
          "UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY", "LOCATION", "DESCRIPTION", "URL",
          "STATUS",
        ],
        start: session.startsAt.timeIntervalSince1970, end: session.endsAt.timeIntervalSince1970,
        summary: Self.sanitised(session.title), location: Self.sanitised(session.room),
        description: Self.sanitised(description) + url,
        status: session.isCancelled ? "CANCELLED" : "CONFIRMED",
        uid: Array("session-\(session.id.rawValue)@\(host)".utf8),
        url: page.map(Self.percentDecoded) ?? Array("conf://session/\(session.id.rawValue)".utf8),
        urlIsURI: true, alarms: alarms)
    }
    #expect(read.events.count == expected.count)
    for (actual, wanted) in zip(read.events, expected) {
      #expect(actual == wanted)
    }
  }
}
