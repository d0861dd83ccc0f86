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
    let repository = FakeTimetableRepository(search: { _ in .matches([Fixtures.sessionEntity()]) })

    let results = try await makeSearch(repository)(matching: "  modular \n")

    #expect(
      results
        == SearchResults(
          query: try SearchQuery("modular"),
          matches: [
            SessionMatch(
              session: try Fixtures.session(timeZone: Fixtures.plusNine), matchedFields: [.title])
          ],
          freshness: .live, searchedDays: Fixtures.days))
    #expect(
      repository.calls == [.search(query: "modular"), .keepOfflineCopies(days: [1, 2, 3])])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "sessions_searched", layer: .domain,
          properties: ["result_count": "1", "source": "network"], timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    ("grace", [SearchField.speaker]),
    ("ＭＯＤＵＬＡＲ", [.title]),
    ("monolith", [.abstract]),
    ("app", [.title]),
    ("something the backend knows better", []),
  ])
  func labelsTheBackendsMatchesWithTheFieldsTheTextIsIn(
    text: String, fields: [SearchField]
  ) async throws {
    let repository = FakeTimetableRepository(search: { _ in .matches([Fixtures.sessionEntity()]) })

    let results = try await makeSearch(repository)(matching: text)

    #expect(results.matches.map(\.matchedFields) == [fields])
  }

  @Test
  func whenTheBackendIsDownTheSavedDaysAreSearchedLoosely() async throws {
    let dayOne = TimetableEntity(
      day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo",
      sessions: [
        Fixtures.sessionEntity(id: "101"),
        Fixtures.sessionEntity(id: "100", startsAt: "2027-03-10T09:00:00+09:00"),
      ])
    let dayThree = TimetableEntity(
      day: 3, date: "2027-03-12", timeZone: "Asia/Tokyo",
      sessions: [
        Fixtures.sessionEntity(
          id: "301", day: 3, startsAt: "2027-03-12T10:00:00+09:00",
          endsAt: "2027-03-12T10:45:00+09:00")
      ])
    let older = Fixtures.now - 3_600
    let repository = FakeTimetableRepository(search: { _ in
      .savedTimetables([
        Fetched(value: dayOne, source: .cache(savedAt: Fixtures.now)),
        Fetched(value: dayThree, source: .cache(savedAt: older)),
      ])
    })

    let results = try await makeSearch(repository)(matching: "ＧＲＡＣＥ hopper")

    #expect(results.sessions.map(\.id) == ["100", "101", "301"])
    #expect(results.matches.map(\.matchedFields) == Array(repeating: [.speaker], count: 3))
    #expect(results.freshness == .cached(savedAt: older))
    #expect(results.searchedDays == [try ConferenceDay(1), try ConferenceDay(3)])
    #expect(results.unsearchedDays == [try ConferenceDay(2)])
    #expect(repository.calls == [.search(query: "ＧＲＡＣＥ hopper")])
    #expect(
      analytics.events.map(\.properties) == [["result_count": "3", "source": "cache"]])
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
      .notFound(.other("not_found")),
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
      .matches([Fixtures.sessionEntity(), Fixtures.sessionEntity(id: "9", endsAt: "later")])
    })

    await #expect(
      throws: TimetableError.connectivity(
        .incompatible(reason: "session '9' has an unreadable end time 'later'"))
    ) {
      try await makeSearch(repository)(matching: "swift")
    }
  }
}
