import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetProgrammeChangesUseCaseImplementationTests {
  /// 2027-03-09T09:00:00Z: when the programme was last seen in these tests.
  private static let seenAt = Date(timeIntervalSince1970: 1_804_582_800)

  /// The three days as last seen: `101`, `102` on day 1, `201`, `202` on day 2, `301`, `302`
  /// on day 3.
  private static let seenDays = [1, 2, 3].map(ProgrammeDays.entity(day:))

  /// The programme now: `102` moved to 14:00, `201` cancelled, `302` gone, `303` added.
  private static func currentDay(_ day: Int) -> TimetableEntity {
    var sessions = ProgrammeDays.entity(day: day).sessions
    switch day {
    case 1:
      sessions[1] = Fixtures.sessionEntity(
        id: "102", startsAt: "2027-03-10T14:00:00+09:00", endsAt: "2027-03-10T14:40:00+09:00")
    case 2:
      let old = sessions[0]
      sessions[0] = SessionEntity(
        id: old.id, title: old.title, abstract: old.abstract, day: 2, startsAt: old.startsAt,
        endsAt: old.endsAt, track: old.track, room: old.room, level: old.level,
        language: old.language, speakers: old.speakers, isCancelled: true)
    default:
      sessions[1] = Fixtures.sessionEntity(
        id: "303", day: 3, startsAt: "2027-03-12T15:00:00+09:00",
        endsAt: "2027-03-12T15:40:00+09:00")
    }
    return TimetableEntity(
      day: day, date: "2027-03-1\(day - 1)", timeZone: "Asia/Tokyo", sessions: sessions)
  }

  private static func useCase(
    seen: FakeSeenProgrammeRepository, bookmarks: [String] = []
  ) -> GetProgrammeChangesUseCaseImplementation {
    GetProgrammeChangesUseCaseImplementation(
      timetables: FakeTimetableRepository(timetable: { day in
        Fetched(value: currentDay(day), source: .network)
      }),
      seen: seen, bookmarks: FakeBookmarkRepository(ids: bookmarks))
  }

  private static func summary(_ changes: [ProgrammeChange]) -> [String] {
    changes.map { change in
      let kind =
        switch change.kind {
        case .added: "added"
        case .removed: "removed"
        case .cancelled: "cancelled"
        case .moved(let from, let to):
          "moved \(Int(to.startsAt.timeIntervalSince(from.startsAt) / 60)) min"
        }
      return "\(change.session.id.rawValue) \(kind)\(change.isBookmarked ? " ★" : "")"
    }
  }

  @Test("the first look records the programme as seen and reports nothing")
  func firstLook() async throws {
    let seen = FakeSeenProgrammeRepository(seen: nil)
    let changes = try await Self.useCase(seen: seen)(markingSeen: false)
    #expect(changes == ProgrammeChanges(changes: [], since: nil))
    #expect(seen.marked.map { $0.map(\.day) } == [[1, 2, 3]])
  }

  @Test("moved, cancelled, added and removed, bookmarked ones first, then by start")
  func everyKind() async throws {
    let seen = FakeSeenProgrammeRepository(seen: Self.seenDays, seenAt: Self.seenAt)
    let changes = try await Self.useCase(seen: seen, bookmarks: ["302", "102"])(
      markingSeen: false)
    #expect(changes.since == Self.seenAt)
    #expect(
      Self.summary(changes.changes) == [
        "102 moved 190 min ★", "302 removed ★", "201 cancelled", "303 added",
      ])
    #expect(seen.marked.isEmpty, "a look that does not mark the programme seen marked it")
  }

  @Test("marking seen makes the next look compare with the programme as it is now")
  func markingSeen() async throws {
    let seen = FakeSeenProgrammeRepository(seen: Self.seenDays, seenAt: Self.seenAt)
    let useCase = Self.useCase(seen: seen)
    #expect(try await useCase(markingSeen: true).changes.count == 4)
    #expect(try await useCase(markingSeen: false).changes.isEmpty)
  }

  @Test(
    "changes of an added conference's saved copy say when it was saved and which website failed")
  func aSavedCopySaysWhy() async throws {
    let oldest = Self.seenAt.addingTimeInterval(60)
    let useCase = GetProgrammeChangesUseCaseImplementation(
      timetables: FakeTimetableRepository(
        timetable: { day in
          Fetched(
            value: Self.currentDay(day),
            source: .cache(
              savedAt: oldest.addingTimeInterval(Double(3 - day) * 60),
              because: .offline(reason: "refused")))
        }, origin: .website(host: "fosdem.org")),
      seen: FakeSeenProgrammeRepository(seen: Self.seenDays, seenAt: Self.seenAt),
      bookmarks: FakeBookmarkRepository(ids: []))

    let changes = try await useCase(markingSeen: false)

    #expect(
      changes.freshness
        == .cached(
          savedAt: oldest, because: ConnectivityError(.offline, at: .website(host: "fosdem.org"))))
  }
}
