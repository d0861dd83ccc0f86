import Analytics
import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetTimetableUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makeGetTimetable(
    _ repository: FakeTimetableRepository
  ) -> GetTimetableUseCaseImplementation {
    GetTimetableUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  private static func entity(day: Int = 2) -> TimetableEntity {
    TimetableEntity(
      day: day, date: "2027-03-11", timeZone: "Asia/Tokyo",
      sessions: [
        Fixtures.sessionEntity(
          day: 2, startsAt: "2027-03-11T10:00:00+09:00", endsAt: "2027-03-11T10:45:00+09:00")
      ])
  }

  @Test
  func loadsTheDayFromTheNetworkAndRecordsWhereItCameFrom() async throws {
    let repository = FakeTimetableRepository(timetable: { day in
      Fetched(value: Self.entity(day: day), source: .network)
    })

    let timetable = try await makeGetTimetable(repository)(for: try ConferenceDay(2))

    let session = try Fixtures.session(startsAt: Fixtures.tenOClock + 86_400)
    #expect(timetable.day == (try ConferenceDay(2)))
    #expect(timetable.sessions.map(\.id) == [session.id])
    #expect(timetable.freshness == .live)
    #expect(repository.calls == [.timetable(day: 2)])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "timetable_loaded", layer: .domain,
          properties: ["day": "2", "source": "network", "session_count": "1"],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func marksACachedCopyWithWhenItWasSaved() async throws {
    let savedAt = Date(timeIntervalSince1970: 1_804_500_000)
    let repository = FakeTimetableRepository(timetable: { _ in
      Fetched(value: Self.entity(), source: .cache(savedAt: savedAt))
    })

    let timetable = try await makeGetTimetable(repository)(for: try ConferenceDay(2))

    #expect(timetable.freshness == .cached(savedAt: savedAt))
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "timetable_loaded", layer: .domain,
          properties: ["day": "2", "source": "cache", "session_count": "1"],
          timestamp: Fixtures.now)
      ])
  }

  @Test("an added conference's saved copy says which website failed, and how")
  func aPublishedProgrammesCopySaysWhy() async throws {
    let savedAt = Date(timeIntervalSince1970: 1_804_500_000)
    let repository = FakeTimetableRepository(
      timetable: { _ in
        Fetched(
          value: Self.entity(),
          source: .cache(
            savedAt: savedAt,
            because: .unreadableResponse(reason: "this is an HTML page, not a schedule")))
      }, origin: .website(host: "fosdem.org"))

    let timetable = try await makeGetTimetable(repository)(for: try ConferenceDay(2))

    #expect(
      timetable.freshness
        == .cached(
          savedAt: savedAt,
          because: ConnectivityError(
            .incompatible(reason: "this is an HTML page, not a schedule"),
            at: .website(host: "fosdem.org"))))
  }

  @Test("an added conference's failure without a saved copy names its website")
  func aPublishedProgrammesFailureNamesItsWebsite() async throws {
    let repository = FakeTimetableRepository(
      timetable: { _ throws(RepositoryError) in throw .offline(reason: "refused") },
      origin: .website(host: "fosdem.org"))

    await #expect(
      throws: TimetableError.connectivity(
        ConnectivityError(.offline, at: .website(host: "fosdem.org")))
    ) {
      try await makeGetTimetable(repository)(for: try ConferenceDay(2))
    }
  }

  @Test(arguments: [
    (
      RepositoryError.offline(reason: "connection refused"), TimetableError.connectivity(.offline),
      "offline"
    ),
    (.cancelled, .connectivity(.cancelled), "cancelled"),
    (.notFound(.day), .dayNotFound(day: 2, days: Fixtures.days), "unknown_day"),
    (
      .rejected(.other(reason: "(400 bad_request): day must be 1-3")),
      .connectivity(
        .incompatible(
          reason: "the backend refused the request (400 bad_request): day must be 1-3")),
      "incompatible"
    ),
    (
      .serverFailure(reason: "HTTP 503 unavailable: maintenance"),
      .connectivity(.unavailable(reason: "HTTP 503 unavailable: maintenance")), "unavailable"
    ),
    (
      .unreadableResponse(reason: "no field 'sessions'"),
      .connectivity(.incompatible(reason: "unexpected response: no field 'sessions'")),
      "incompatible"
    ),
    (.storage(reason: "disk full"), .storage(.failed(reason: "disk full")), "storage_failed"),
    (
      .loginExpired,
      .connectivity(.incompatible(reason: "the backend asked for a login where none is needed")),
      "incompatible"
    ),
    (
      .notAuthenticated,
      .connectivity(.incompatible(reason: "the backend asked for a login where none is needed")),
      "incompatible"
    ),
  ])
  func mapsRepositoryErrorsToWhatHappensNext(
    failure: RepositoryError, expected: TimetableError, analyticsName: String
  ) async throws {
    let repository = FakeTimetableRepository(timetable: { _ throws(RepositoryError) in
      throw failure
    })

    await #expect(throws: expected) {
      try await makeGetTimetable(repository)(for: try ConferenceDay(2))
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "timetable_load_failed", layer: .domain,
          properties: ["day": "2", "error": analyticsName], timestamp: Fixtures.now)
      ])
  }

  @Test
  func rejectsAnAnswerForAnotherDay() async throws {
    let repository = FakeTimetableRepository(timetable: { _ in
      Fetched(value: Self.entity(day: 2), source: .network)
    })

    await #expect(
      throws: TimetableError.connectivity(
        .incompatible(reason: "asked for day 3 but the backend sent day 2"))
    ) {
      try await makeGetTimetable(repository)(for: try ConferenceDay(3))
    }
  }

  @Test
  func reportsAMalformedAnswerAsIncompatible() async throws {
    let repository = FakeTimetableRepository(timetable: { _ in
      Fetched(
        value: TimetableEntity(day: 2, date: "tomorrow", timeZone: "UTC", sessions: []),
        source: .network)
    })

    await #expect(
      throws: TimetableError.connectivity(
        .incompatible(reason: "the timetable has an unreadable date 'tomorrow'"))
    ) {
      try await makeGetTimetable(repository)(for: try ConferenceDay(2))
    }
  }
}
