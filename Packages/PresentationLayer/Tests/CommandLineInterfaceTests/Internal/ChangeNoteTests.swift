import Domain
import Foundation
import Testing

@testable import CommandLineInterface

struct ChangeNoteTests {
  private static func session(
    day: Int = 1, start: Date = Fixtures.tenOClock, room: String = "Hall A",
    isCancelled: Bool = false
  ) -> Session {
    Session(
      id: "208", title: "Talk", abstract: "", day: Fixtures.day(day), startsAt: start,
      endsAt: start + 1_800, timeZone: Fixtures.tokyo, track: Track(name: "T"), room: room,
      level: nil, language: "en", speakers: [], isCancelled: isCancelled)
  }

  @Test(
    "a move names only what changed; a cancelled session is cancelled whatever else",
    arguments: [
      (
        session(), session(start: Fixtures.tenOClock + 6 * 3_600, room: "H.2213"), false,
        "moved to 16:00 H.2213"
      ),
      (session(), session(room: "Room D"), false, "moved to Room D"),
      (
        session(), session(day: 2, start: Fixtures.tenOClock + 86_400), false,
        "moved to day 2 10:00"
      ),
      (session(), session(room: ""), false, "moved to no room given"),
      (session(), session(room: "Room D"), true, "cancelled"),
    ])
  func notes(before: Session, after: Session, cancelled: Bool, note: String) {
    let now = Self.session(
      day: after.day.number, start: after.startsAt, room: after.room, isCancelled: cancelled)
    let kind = ProgrammeChange.Kind.moved(
      from: ProgrammeChange.Placement(of: before), to: ProgrammeChange.Placement(of: after))
    #expect(ChangeNote.text(for: now, change: kind, in: Fixtures.tokyo) == note)
  }

  @Test("an unchanged session has no note, unless it is cancelled")
  func unchanged() {
    #expect(ChangeNote.text(for: Self.session(), change: nil, in: Fixtures.tokyo) == nil)
    #expect(
      ChangeNote.text(for: Self.session(isCancelled: true), change: nil, in: Fixtures.tokyo)
        == "cancelled")
    #expect(ChangeNote.text(for: Self.session(), isChanged: false, in: Fixtures.tokyo) == nil)
    #expect(
      ChangeNote.text(for: Self.session(), isChanged: true, in: Fixtures.tokyo)
        == "moved to 10:00 Hall A")
  }
}
