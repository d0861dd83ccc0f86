import Entity
import Foundation
import ProgrammeFeed
import Testing

/// Sessionize's "All" export.
@Suite("SessionizeFeed")
struct SessionizeFeedTests {
  /// `id day start end room track title speakers kind links abstract`, one per session.
  static func sessions(_ read: FeedProgramme) -> [String] {
    read.timetables.flatMap(\.sessions).map { session in
      [
        session.id, "\(session.day)", session.startsAt, session.endsAt, session.room,
        session.track, session.title, session.speakers.map(\.name).joined(separator: "+"),
        session.kind ?? "-",
        (session.links ?? []).map { "\($0.title)=\($0.url)" }.joined(separator: " "),
        session.abstract,
      ].joined(separator: " | ")
    }
  }

  @Test("local times need the zone from the caller: without it the programme is refused")
  func zoneAskedFor() {
    #expect(failure(JSONProgrammeFeeds.sessionize, timeZone: nil) == .noTimeZone)
  }

  @Test("sessions with their speakers, rooms, track and format; a service session; warnings")
  func read() throws {
    let read = try programme(JSONProgrammeFeeds.sessionize, timeZone: "Europe/Vienna")
    #expect([read.conference.title, read.conference.acronym] == ["", ""])
    #expect(read.conference.days.map(\.date) == ["2030-06-10", "2030-06-11"])
    #expect(
      Self.sessions(read) == [
        "1001 | 1 | 2030-06-10T09:00:00+02:00 | 2030-06-10T09:45:00+02:00 | Hall A | Main |"
          + " Keynote: Häfen | Ada Lovelace | Keynote | Recording=https://video.example/1001 |"
          + " Opening\nwords",
        "5f0c6a8e-0000-4000-8000-00000000000a | 1 | 2030-06-10T12:00:00+02:00 |"
          + " 2030-06-10T13:00:00+02:00 | Foyer |  | Lunch |  | - |  | ",
        "1002 | 2 | 2030-06-11T10:00:00+02:00 | 2030-06-11T10:50:00+02:00 |  | Deep dives |"
          + " Two speakers | Ada Lovelace+Grace Hopper | Workshop |  | ",
      ])
    #expect(
      read.warnings.map(\.description) == [
        "event 1003 ('Not scheduled yet') has no time yet and is listed as unscheduled",
        "event 1004 ('Bad speakers') is left out: it holds a value of the wrong type at speakers",
      ])
    #expect(
      read.conference.unscheduled == [
        UnscheduledSessionEntity(
          id: "1003", title: "Not scheduled yet", abstract: "Soon", track: "Main", room: "Foyer",
          speakers: [SpeakerEntity(id: "bbbb-2", name: "Grace Hopper", affiliation: nil)])
      ])
  }

  @Test("a byte order mark before the JSON is skipped")
  func byteOrderMark() throws {
    let read = try programme("\u{FEFF}" + JSONProgrammeFeeds.sessionize, timeZone: "UTC")
    #expect(
      read.timetables.flatMap(\.sessions).map(\.id) == [
        "1001", "5f0c6a8e-0000-4000-8000-00000000000a", "1002",
      ])
  }
}
