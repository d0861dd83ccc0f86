import Analytics
import Domain
import Entity
import Repository
import Testing
import UseCaseImplementation

struct RestoreSessionUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func restore(
    _ answer: @escaping @Sendable () throws(RepositoryError) -> ProfileEntity
  ) async throws(SessionError) -> RestoredSession {
    let repository = FakeAuthenticationRepository(restoreSession: answer)
    let restored = try await RestoreSessionUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })()
    #expect(repository.calls == [.restoreSession])
    return restored
  }

  @Test
  func findsTheActiveUser() async throws {
    let restored = try await restore { AccountFixtures.adaEntity(onboardingStep: "profile") }

    #expect(restored == .active(AccountFixtures.ada(onboardingStep: .profile)))
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "session_restored", layer: .domain,
          properties: ["outcome": "active", "onboarding_step": "profile"],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (RepositoryError.notAuthenticated, RestoredSession.loggedOut, "logged_out"),
    (.sessionExpired, .expired, "expired"),
    (.invalidCredentials, .expired, "expired"),
    (
      .credentialsRefused(reason: "The credential file is damaged; run: conf login"),
      .refused(reason: "The credential file is damaged; run: conf login"), "refused"
    ),
  ])
  func answersWhenNoOneIsLoggedIn(
    failure: RepositoryError, expected: RestoredSession, outcome: String
  ) async throws {
    let restored = try await restore { () throws(RepositoryError) in throw failure }

    #expect(restored == expected)
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "session_restored", layer: .domain, properties: ["outcome": outcome],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (RepositoryError.offline(reason: "timed out"), SessionError.offline, "offline"),
    (
      .serverFailure(reason: "502"), .unavailable(reason: "the backend failed: 502"),
      "unavailable"
    ),
  ])
  func failsWhenTheLoginCannotBeChecked(
    failure: RepositoryError, expected: SessionError, analyticsName: String
  ) async {
    await #expect(throws: expected) {
      try await restore { () throws(RepositoryError) in throw failure }
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "session_restore_failed", layer: .domain, properties: ["error": analyticsName],
          timestamp: Fixtures.now)
      ])
  }
}
