import Domain
import Entity
import Foundation
import Testing
import UseCaseImplementation

struct GetChangedSessionsUseCaseImplementationTests {
  private static let mapper = TimetableMapper()

  /// Day 1 as last seen: 101 at 10:00 in Hall A, 102 at 10:50, 103 at 12:00.
  private static let seenDay = TimetableEntity(
    day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo",
    sessions: [
      Fixtures.sessionEntity(id: "101"),
      Fixtures.sessionEntity(
        id: "102", startsAt: "2027-03-10T10:50:00+09:00", endsAt: "2027-03-10T11:30:00+09:00"),
      Fixtures.sessionEntity(
        id: "103", startsAt: "2027-03-10T12:00:00+09:00", endsAt: "2027-03-10T12:40:00+09:00"),
    ])

  /// Day 1 now: 101 unchanged, 102 half an hour later, 103 cancelled, 104 new.
  private static func currentSessions() throws -> [Session] {
    let day = TimetableEntity(
      day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo",
      sessions: [
        Fixtures.sessionEntity(id: "101"),
        Fixtures.sessionEntity(
          id: "102", startsAt: "2027-03-10T11:20:00+09:00", endsAt: "2027-03-10T12:00:00+09:00"),
        SessionEntity(
          id: "103", title: "Modular apps", abstract: "", day: 1,
          startsAt: "2027-03-10T12:00:00+09:00", endsAt: "2027-03-10T12:40:00+09:00",
          track: "Architecture", room: "Hall A", level: nil, language: "en", speakers: [],
          isCancelled: true),
        Fixtures.sessionEntity(
          id: "104", startsAt: "2027-03-10T14:00:00+09:00", endsAt: "2027-03-10T14:40:00+09:00"),
      ])
    return try mapper.timetable(from: day, freshness: .live).sessions
  }

  @Test("a moved and a cancelled session are changed; an unchanged or new one is not")
  func movedAndCancelled() async throws {
    let seen = FakeSeenProgrammeRepository(seen: [Self.seenDay])
    let useCase = GetChangedSessionsUseCaseImplementation(seen: seen)
    #expect(await useCase(among: try Self.currentSessions()) == ["102", "103"])
    #expect(seen.marked.isEmpty, "asking which sessions changed marked the programme seen")
  }

  @Test("how each changed: moved from where to where, or cancelled")
  func howEachChanged() async throws {
    let useCase = GetChangedSessionsUseCaseImplementation(
      seen: FakeSeenProgrammeRepository(seen: [Self.seenDay]))
    let current = try Self.currentSessions()
    let seen = try Self.mapper.timetable(from: Self.seenDay, freshness: .live).sessions

    let changes = await useCase.changes(among: current)

    #expect(
      changes == [
        "102": .moved(
          from: ProgrammeChange.Placement(of: seen[1]),
          to: ProgrammeChange.Placement(of: current[1])),
        "103": .cancelled,
      ])
  }

  @Test("only the sessions asked about are answered")
  func onlyTheGivenSessions() async throws {
    let useCase = GetChangedSessionsUseCaseImplementation(
      seen: FakeSeenProgrammeRepository(seen: [Self.seenDay]))
    let sessions = try Self.currentSessions().filter { $0.id != "102" }
    #expect(await useCase(among: sessions) == ["103"])
  }

  @Test("a programme never seen changes nothing")
  func neverSeen() async throws {
    let useCase = GetChangedSessionsUseCaseImplementation(
      seen: FakeSeenProgrammeRepository(seen: nil))
    #expect(await useCase(among: try Self.currentSessions()).isEmpty)
  }

  @Test("a session moved to another day is changed")
  func movedToAnotherDay() async throws {
    let useCase = GetChangedSessionsUseCaseImplementation(
      seen: FakeSeenProgrammeRepository(seen: [Self.seenDay]))
    let dayTwo = TimetableEntity(
      day: 2, date: "2027-03-11", timeZone: "Asia/Tokyo",
      sessions: [
        Fixtures.sessionEntity(
          id: "101", day: 2, startsAt: "2027-03-11T10:00:00+09:00",
          endsAt: "2027-03-11T10:45:00+09:00")
      ])
    let sessions = try Self.mapper.timetable(from: dayTwo, freshness: .live).sessions
    #expect(await useCase(among: sessions) == ["101"])
  }
}
