import Domain
import Foundation
import Testing

struct ProgrammeChangeTests {
  private static func session(
    _ id: String, day: Int = 1, at start: String = "2027-03-10T10:00:00+09:00",
    room: String = "Hall A", cancelled: Bool = false
  ) -> Session {
    let startsAt = ProgrammeSamples.instant(start)
    return Session(
      id: Session.ID(rawValue: id), title: "Talk \(id)", abstract: "",
      day: ProgrammeSamples.day(day),
      startsAt: startsAt, endsAt: startsAt.addingTimeInterval(1_800),
      timeZone: ProgrammeSamples.tokyo, track: Track(name: "Architecture"), room: room,
      level: nil, language: "en", speakers: [], isCancelled: cancelled)
  }

  @Test
  func findsMovesCancellationsAdditionsAndRemovalsBookmarkedFirst() {
    let old = [
      Self.session("1"), Self.session("2"), Self.session("3"), Self.session("4"),
      Self.session("5", at: "2027-03-10T09:00:00+09:00"),
    ]
    let new = [
      Self.session("1"),
      Self.session("2", room: "Hall B"),
      Self.session("3", cancelled: true),
      Self.session("4", day: 2, at: "2027-03-11T10:00:00+09:00"),
      Self.session("6", at: "2027-03-10T11:00:00+09:00"),
    ]

    let changes = ProgrammeChange.between(old, new, bookmarked: ["4"])

    #expect(changes.map(\.session.id.rawValue) == ["4", "5", "2", "3", "6"])
    #expect(changes.map(\.isBookmarked) == [true, false, false, false, false])
    #expect(changes[1].kind == .removed)
    #expect(changes[3].kind == .cancelled)
    #expect(changes[4].kind == .added)
    guard case .moved(let from, let to) = changes[2].kind else {
      Issue.record("session 2 did not move: \(changes[2].kind)")
      return
    }
    #expect(from.room == "Hall A" && to.room == "Hall B")
    guard case .moved(let dayFrom, let dayTo) = changes[0].kind else {
      Issue.record("session 4 did not move: \(changes[0].kind)")
      return
    }
    #expect(dayFrom.day.number == 1 && dayTo.day.number == 2)
  }

  @Test
  func anUnchangedProgrammeHasNoChanges() {
    let sessions = [Self.session("1"), Self.session("2", cancelled: true)]
    #expect(ProgrammeChange.between(sessions, sessions, bookmarked: ["1"]).isEmpty)
  }
}
