import Domain
import Foundation
import Testing
import UseCaseTestSupport

/// Whatever a feed puts in a session's text (controls, C1 controls, bidirectional overrides,
/// zero-width and format characters, line and paragraph separators), the line commands print
/// none of it raw: human output shows it as `�`, a space or nothing, and `--json` escapes it
/// while keeping the text whole.
@MainActor
struct HostileTextInOutputTests {
  /// Every kind of character that must not reach a terminal as is.
  nonisolated static let hostile =
    "A\u{200B}B\u{200D}C\u{FEFF}D\u{2028}E\u{2029}F\u{AD}G\u{9B}31mH\u{202E}I\u{1B}[2J\r\nJ"
    + "\u{85}K\u{2066}L\u{2060}M\u{200F}N\u{7}O"

  nonisolated static let title = "zz " + hostile

  nonisolated private static var session: Session {
    Session(
      id: Session.ID(rawValue: "1\u{202E}0\u{200B}4"), title: title,
      abstract: hostile + "\n\n" + hostile, day: Fixtures.day(1), startsAt: Fixtures.tenOClock,
      endsAt: Fixtures.tenOClock + 2_700, timeZone: Fixtures.tokyo,
      track: Track(name: hostile), room: hostile, level: SessionLevel(name: hostile),
      language: hostile,
      speakers: [Speaker(id: "sp-h", name: "zz " + hostile, affiliation: hostile)])
  }

  private func makeHarness(at instant: Date) -> Harness {
    let timetable = Fixtures.timetable(sessions: [Self.session])
    var harness = Harness()
    harness.now = instant
    harness.getConference = FakeGetConference.days(1)
    harness.getTimetable = { _ in timetable }
    harness.getSession = { _ in SessionDetail(session: Self.session, freshness: .live) }
    harness.searchSessions = { text throws(TimetableError) in
      try Fixtures.results(text, [Self.session], searchedDays: [Fixtures.day(1)])
    }
    harness.getConferenceMoment = { asked in
      ConferenceMoment(instant: asked, phase: .during, timetable: timetable)
    }
    harness.getNextSlot = { asked in
      let moment = ConferenceMoment(instant: asked, phase: .during, timetable: timetable)
      return UpcomingSlot(moment: moment, timetable: timetable, slot: timetable.slot(after: asked))
    }
    return harness
  }

  nonisolated static let commands: [[String]] = [
    ["timetable"], ["session", "1\u{202E}0\u{200B}4"], ["search", "zz"], ["speakers"],
    ["speaker", "zz"], ["now"], ["next"],
  ]

  /// The scalars of `text` that must not reach a terminal: controls but the line break, C1
  /// controls, bidirectional controls, line and paragraph separators, format characters.
  private static func unsafe(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A: false
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069,
        0x2028, 0x2029, 0x2060...0x2064, 0xFEFF, 0xAD:
        true
      default: false
      }
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  @Test("human output shows hostile text safely", arguments: commands)
  func humanOutput(arguments: [String]) async {
    let instant = arguments == ["next"] ? Fixtures.tenOClock - 1_800 : Fixtures.tenOClock + 900
    let result = await makeHarness(at: instant).run(arguments)

    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("zz AB"), "\(result.standardOutput)")
    #expect(Self.unsafe(in: result.standardOutput) == [], "\(result.standardOutput)")
    #expect(Self.unsafe(in: result.standardError) == [])
  }

  @Test("--json escapes hostile text and keeps it whole", arguments: commands)
  func jsonOutput(arguments: [String]) async throws {
    let instant = arguments == ["next"] ? Fixtures.tenOClock - 1_800 : Fixtures.tenOClock + 900
    let result = await makeHarness(at: instant).run(arguments + ["--json"])

    #expect(result.exitCode == 0, "\(result.standardError)")
    // Raw, only what JSON text and a terminal both take: no controls but its line breaks, no
    // C1 or bidirectional controls, no line or paragraph separators, no byte order mark.
    let raw = Self.unsafe(in: result.standardOutput).filter {
      !["U+200B", "U+200C", "U+200D", "U+2060", "U+AD"].contains($0)
    }
    #expect(raw == [], "\(result.standardOutput)")
    let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    #expect(Self.strings(in: document).contains(Self.title), "\(result.standardOutput)")
  }

  /// Every string anywhere in a parsed JSON document.
  private static func strings(in value: Any) -> [String] {
    switch value {
    case let text as String: [text]
    case let array as [Any]: array.flatMap(strings(in:))
    case let object as [String: Any]: object.values.flatMap(strings(in:))
    default: []
    }
  }
}
