import Analytics
import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct SearchSessionsUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makeSearch(_ repository: FakeTimetableRepository)
    -> SearchSessionsUseCaseImplementation
  {
    SearchSessionsUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func searchesWithTheTrimmedTextAndNeverRecordsIt() async throws {
    let repository = FakeTimetableRepository(search: { _ in [Fixtures.sessionEntity()] })

    let sessions = try await makeSearch(repository)(matching: "  modular \n")

    #expect(sessions == [try Fixtures.session(timeZone: Fixtures.plusNine)])
    #expect(repository.calls == [.search(query: "modular")])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "sessions_searched", layer: .domain, properties: ["result_count": "1"],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: ["", " ", "\n\t"])
  func rejectsBlankTextWithoutAskingTheRepository(text: String) async throws {
    let repository = FakeTimetableRepository()

    await #expect(throws: TimetableError.emptyQuery) {
      try await makeSearch(repository)(matching: text)
    }
    #expect(repository.calls == [])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "sessions_search_failed", layer: .domain, properties: ["error": "empty_query"],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (RepositoryError.offline(reason: "timeout"), TimetableError.connectivity(.offline)),
    (.cancelled, .connectivity(.cancelled)),
    (
      .notFound(code: "not_found"),
      .connectivity(.incompatible(reason: "the backend has no search service"))
    ),
    (
      .serverFailure(reason: "HTTP 500 internal: boom"),
      .connectivity(.unavailable(reason: "HTTP 500 internal: boom"))
    ),
  ])
  func mapsRepositoryErrors(failure: RepositoryError, expected: TimetableError) async throws {
    let repository = FakeTimetableRepository(search: { _ throws(RepositoryError) in
      throw failure
    })

    await #expect(throws: expected) {
      try await makeSearch(repository)(matching: "swift")
    }
  }

  @Test
  func reportsAMalformedResultAsIncompatible() async throws {
    let repository = FakeTimetableRepository(search: { _ in
      [Fixtures.sessionEntity(), Fixtures.sessionEntity(id: "9", level: "guru")]
    })

    await #expect(
      throws: TimetableError.connectivity(
        .incompatible(reason: "session '9' has an unreadable level 'guru'"))
    ) {
      try await makeSearch(repository)(matching: "swift")
    }
  }
}
