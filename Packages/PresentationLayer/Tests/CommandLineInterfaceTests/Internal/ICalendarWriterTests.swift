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
  /// then split at the remaining CRLFs.
  private func logicalLines(of document: String) -> [String] {
    physicalLines(of: document.replacingOccurrences(of: "\r\n ", with: ""))
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
}
