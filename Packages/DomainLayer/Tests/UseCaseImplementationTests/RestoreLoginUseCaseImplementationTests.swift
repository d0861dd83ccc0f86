import Analytics
import Domain
import Entity
import Repository
import Testing
import UseCaseImplementation

struct RestoreLoginUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func restore(
    _ answer: @escaping @Sendable () throws(RepositoryError) -> ProfileEntity
  ) async throws(AppError) -> RestoredLogin {
    let repository = FakeAuthenticationRepository(restoreSession: answer)
    let restored = try await RestoreLoginUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })()
    #expect(repository.calls == [.restoreSession])
    return restored
  }

  @Test
  func findsTheActiveUser() async throws {
    let restored = try await restore { AccountFixtures.adaEntity(onboardingStep: "profile") }

    #expect(restored == .active(AccountFixtures.ada(onboardingStep: .profile)))
    // Nothing changed: an account command's own event is its only domain event.
    #expect(analytics.events == [])
  }

  @Test
  func findsNoStoredLoginAndRecordsNothing() async throws {
    let restored = try await restore { () throws(RepositoryError) in throw .notAuthenticated }

    #expect(restored == .loggedOut)
    #expect(analytics.events == [])
  }

  @Test(arguments: [
    (RepositoryError.loginExpired, RestoredLogin.expired, "expired"),
    (.invalidCredentials, .expired, "expired"),
    (
      .credentialsRefused(reason: "The credential file is damaged; run: conf login"),
      .refused(reason: "The credential file is damaged; run: conf login"), "refused"
    ),
  ])
  func answersWhenNoOneIsLoggedIn(
    failure: RepositoryError, expected: RestoredLogin, outcome: String
  ) async throws {
    let restored = try await restore { () throws(RepositoryError) in throw failure }

    #expect(restored == expected)
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "login_restored", layer: .domain, properties: ["outcome": outcome],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (RepositoryError.offline(reason: "timed out"), AppError.connectivity(.offline), "offline"),
    (.cancelled, .connectivity(.cancelled), "cancelled"),
    (
      .serverFailure(reason: "HTTP 502 bad_gateway: upstream"),
      .connectivity(.unavailable(reason: "HTTP 502 bad_gateway: upstream")), "unavailable"
    ),
    (
      .unreadableResponse(reason: "no field 'email'"),
      .connectivity(.incompatible(reason: "unexpected response: no field 'email'")),
      "incompatible"
    ),
    (
      .storage(reason: "permission denied"), .storage(.failed(reason: "permission denied")),
      "storage_failed"
    ),
    (.storageFull(reason: "no space"), .storage(.full(reason: "no space")), "storage_full"),
  ])
  func failsWhenTheLoginCannotBeChecked(
    failure: RepositoryError, expected: AppError, analyticsName: String
  ) async {
    await #expect(throws: expected) {
      try await restore { () throws(RepositoryError) in throw failure }
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "login_restore_failed", layer: .domain, properties: ["error": analyticsName],
          timestamp: Fixtures.now)
      ])
  }
}
