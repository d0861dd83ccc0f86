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
    let repository = FakeTimetableRepository(session: { _ throws(RepositoryError) in
      throw .notFound(.session)
    })

    await #expect(throws: TimetableError.sessionNotFound("999")) {
      try await makeGetSession(repository)("999")
    }
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
}
