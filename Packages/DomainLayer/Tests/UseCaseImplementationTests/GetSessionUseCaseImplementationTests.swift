import Analytics
import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetSessionUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makeGetSession(_ repository: FakeTimetableRepository)
    -> GetSessionUseCaseImplementation
  {
    GetSessionUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func loadsTheSessionWithItsFreshness() async throws {
    let savedAt = Date(timeIntervalSince1970: 1_804_500_000)
    let repository = FakeTimetableRepository(session: { id in
      Fetched(value: Fixtures.sessionEntity(id: id), source: .cache(savedAt: savedAt))
    })

    let detail = try await makeGetSession(repository)("104")

    #expect(
      detail
        == SessionDetail(
          session: try Fixtures.session(timeZone: Fixtures.plusNine),
          freshness: .cached(savedAt: savedAt)))
    #expect(repository.calls == [.session(id: "104")])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "session_loaded", layer: .domain,
          properties: ["session_id": "104", "source": "cache"], timestamp: Fixtures.now)
      ])
  }

  @Test
  func mapsNotFoundToSessionNotFound() async throws {
    let repository = FakeTimetableRepository(
      timetable: { day in Fetched(value: ProgrammeDays.entity(day: day), source: .network) },
      session: { _ throws(RepositoryError) in throw .notFound(.session) })

    await #expect(throws: TimetableError.sessionNotFound("999")) {
      try await makeGetSession(repository)("999")
    }
    // Whether the programme repeats the id is looked up in every day.
    #expect(
      repository.calls == [
        .session(id: "999"), .timetable(day: 1), .timetable(day: 2), .timetable(day: 3),
      ])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "session_load_failed", layer: .domain,
          // What was asked for is typed text until a session has that id.
          properties: ["session_id": "unknown", "error": "unknown_session"],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: ["", "   "])
  func answersABlankIdentifierWithoutAskingTheRepository(id: String) async throws {
    let repository = FakeTimetableRepository()

    await #expect(throws: TimetableError.sessionNotFound(Session.ID(id))) {
      try await makeGetSession(repository)(Session.ID(id))
    }
    #expect(repository.calls == [])
  }

  @Test
  func mapsOfflineWithNothingSavedToOffline() async throws {
    let repository = FakeTimetableRepository(session: { _ throws(RepositoryError) in
      throw .offline(reason: "no route to host")
    })

    await #expect(throws: TimetableError.connectivity(.offline)) {
      try await makeGetSession(repository)("104")
    }
  }

  @Test
  func reportsACancelledCallAsCancelledNotOffline() async throws {
    let repository = FakeTimetableRepository(session: { _ throws(RepositoryError) in
      throw .cancelled
    })

    await #expect(throws: TimetableError.connectivity(.cancelled)) {
      try await makeGetSession(repository)("104")
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "session_load_failed", layer: .domain,
          properties: ["session_id": "unknown", "error": "cancelled"], timestamp: Fixtures.now)
      ])
  }

  @Test
  func rejectsAnAnswerForAnotherSession() async throws {
    let repository = FakeTimetableRepository(session: { _ in
      Fetched(value: Fixtures.sessionEntity(id: "105"), source: .network)
    })

    await #expect(
      throws: TimetableError.connectivity(
        .incompatible(reason: "asked for session '104' but the backend sent '105'"))
    ) {
      try await makeGetSession(repository)("104")
    }
  }

  @Test
  func anIdTheProgrammeRepeatsListsItsOccurrencesInProgrammeOrder() async throws {
    let repository = FakeTimetableRepository(
      timetable: { day in
        let entity = ProgrammeDays.entity(day: day)
        let date = entity.date
        let repeated = TimetableEntity(
          day: day, date: date, timeZone: entity.timeZone,
          sessions: entity.sessions + [
            Fixtures.sessionEntity(
              id: "400012@d\(day)", day: day, startsAt: "\(date)T18:00:00+09:00",
              endsAt: "\(date)T19:00:00+09:00")
          ])
        return Fetched(value: repeated, source: .network)
      },
      session: { _ throws(RepositoryError) in throw .notFound(.session) })

    let failure = await #expect(throws: TimetableError.self) {
      try await makeGetSession(repository)("400012")
    }

    guard case .heldSeveralTimes(let id, let occurrences) = failure else {
      Issue.record("expected the occurrences, got \(String(describing: failure))")
      return
    }
    #expect(id == "400012")
    #expect(occurrences.map(\.id) == ["400012@d1", "400012@d2", "400012@d3"])
    #expect(
      failure?.description
        == "session '400012' is held 3 times: '400012@d1', '400012@d2', '400012@d3'")
  }

  @Test
  func theOneOccurrenceLeftOfARepeatedIdIsWhatTheIdNames() async throws {
    let left = Fixtures.sessionEntity(
      id: "400012@qgc1nu", day: 2, startsAt: "2027-03-11T18:00:00+09:00",
      endsAt: "2027-03-11T19:00:00+09:00")
    let repository = FakeTimetableRepository(
      timetable: { day in
        let entity = ProgrammeDays.entity(day: day)
        let sessions = entity.sessions + (day == 2 ? [left] : [])
        return Fetched(
          value: TimetableEntity(
            day: day, date: entity.date, timeZone: entity.timeZone, sessions: sessions),
          source: .network)
      },
      session: { id throws(RepositoryError) in
        guard id == left.id else { throw .notFound(.session) }
        return Fetched(value: left, source: .network)
      })

    let detail = try await makeGetSession(repository)("400012")

    #expect(detail.session.id == "400012@qgc1nu")
    #expect(repository.calls.first == .session(id: "400012"))
    #expect(repository.calls.last == .session(id: "400012@qgc1nu"))
  }

  @Test
  func anOccurrencesOwnIdIsNotLookedUpAgain() async throws {
    let repository = FakeTimetableRepository(session: { _ throws(RepositoryError) in
      throw .notFound(.session)
    })

    await #expect(throws: TimetableError.sessionNotFound("400012@zz")) {
      try await makeGetSession(repository)("400012@zz")
    }
    #expect(repository.calls == [.session(id: "400012@zz")])
  }
}
