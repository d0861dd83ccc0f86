import Analytics
import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetConferenceMomentUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makeGetMoment(
    _ repository: FakeTimetableRepository
  ) -> GetConferenceMomentUseCaseImplementation {
    GetConferenceMomentUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func onDayTwoItLoadsTheDaysThatCanHoldARunningSessionAndShowsDayTwo() async throws {
    let repository = ProgrammeDays.repository()
    let instant = ProgrammeDays.instant("2027-03-11T10:15:00+09:00")

    let moment = try await makeGetMoment(repository)(at: instant)

    #expect(moment.phase == .during)
    #expect(moment.timetable.day == (try ConferenceDay(2)))
    #expect(moment.runningSessions.map(\.id) == ["201"])
    // The day shown first, then the days a session running now can be filed under.
    #expect(repository.calls == [.timetable(day: 2), .timetable(day: 1), .timetable(day: 3)])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "conference_moment_located", layer: .domain,
          properties: ["phase": "during", "day": "2", "source": "network"],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func beforeTheConferenceOnlyTheFirstDayIsLoaded() async throws {
    let repository = ProgrammeDays.repository()

    let moment = try await makeGetMoment(repository)(
      at: ProgrammeDays.instant("2027-03-07T18:00:00+09:00"))

    #expect(moment.phase == .before(daysUntil: 3))
    #expect(repository.calls == [.timetable(day: 1)])
  }

  @Test
  func aDayThatCannotBeLoadedFailsTheCall() async throws {
    let repository = FakeTimetableRepository(timetable: { day throws(RepositoryError) in
      guard day == 1 else { throw .offline(reason: "refused") }
      return Fetched(value: ProgrammeDays.entity(day: 1), source: .cache(savedAt: Fixtures.now))
    })

    await #expect(throws: TimetableError.connectivity(.offline)) {
      try await makeGetMoment(repository)(at: ProgrammeDays.instant("2027-03-12T10:00:00+09:00"))
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "conference_moment_failed", layer: .domain, properties: ["error": "offline"],
          timestamp: Fixtures.now)
      ])
  }
}
