import Foundation
import Testing

@testable import ProgrammeFeed

@Suite("ICalendarEvents")
struct ICalendarEventsTests {
  @Test("a UID's part before @ is the id, unless two UIDs share it; long ones are hashed")
  func ids() {
    let outlook = "040000008200E00074C5B7101A82E00800000000D0F9A1E2B3C4D501000000000000000010000000"
    #expect(
      ICalendarEvents.ids(for: [
        "session-104@conf.example", "session-104@conf.example", "7@a.example", "7@b.example",
        "plain", "@odd", "tail@", outlook, nil, nil,
      ]) == [
        "session-104", "session-104", "7@a.example", "7@b.example", "plain", "@odd", "tail@",
        "uid-2e0stc4d74ex3", "event-1", "event-2",
      ])
  }

  @Test(
    "durations as xCal writes them: RFC 5545, H:MM[:SS], and pretalx's H.0MMSS",
    arguments: [
      ("PT25M", 1500), ("00:25", 1500), ("1:30:00", 5400), ("0.02500", 1500),
      ("1.03000", 5400), ("4.00000", 14_400), ("12.04530", 45_930), ("0.25", nil),
      ("0.0250", nil), ("1.06000", nil), ("x.02500", nil),
    ] as [(String, Int?)])
  func durations(text: String, seconds: Int?) {
    #expect(ICalendarEvents.duration(text) == seconds)
  }

  @Test("a TZID is an IANA name, also written as a path ending in one")
  func systemZones() {
    #expect(
      [
        "Europe/Berlin", "/Europe/Berlin", "/mozilla.org/20050126_1/America/Argentina/Buenos_Aires",
        "Harbour Time", "", "/x/y",
      ].map { ICalendarEvents.systemZone($0)?.identifier } == [
        "Europe/Berlin", "Europe/Berlin", "America/Argentina/Buenos_Aires", nil, nil, nil,
      ])
  }
}
