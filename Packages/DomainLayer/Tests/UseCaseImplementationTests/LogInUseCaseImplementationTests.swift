import Analytics
import Domain
import Entity
import Repository
import Testing
import UseCaseImplementation

struct LogInUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makeLogIn(_ repository: FakeAuthenticationRepository) -> LogInUseCaseImplementation {
    LogInUseCaseImplementation(repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func logsInAndSaysWhoLoggedIn() async throws {
    let repository = FakeAuthenticationRepository(
      logIn: {}, restoreSession: { AccountFixtures.adaEntity(onboardingStep: "welcome") })

    let user = try await makeLogIn(repository)(
      email: AccountFixtures.email("ada@example.com"), password: Password("analytical-engine"))

    #expect(user == AccountFixtures.ada(onboardingStep: .welcome))
    #expect(
      repository.calls == [
        .logIn(email: "ada@example.com", password: "analytical-engine"), .restoreSession,
      ])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "logged_in", layer: .domain, properties: ["onboarding_step": "welcome"],
          timestamp: Fixtures.now)
      ])
  }

  @Test(arguments: [
    (RepositoryError.invalidCredentials, AccountError.invalidCredentials, "wrong_credentials"),
    (
      .credentialsRefused(reason: "cannot store the login: the folder is readable by others"),
      .credentialsRefused(reason: "cannot store the login: the folder is readable by others"),
      "credentials_refused"
    ),
    (.offline(reason: "connection refused"), .connectivity(.offline), "offline"),
    (.cancelled, .connectivity(.cancelled), "cancelled"),
    (
      .serverFailure(reason: "HTTP 503 unavailable: maintenance"),
      .connectivity(.unavailable(reason: "HTTP 503 unavailable: maintenance")), "unavailable"
    ),
    (.storage(reason: "disk full"), .storage(.failed(reason: "disk full")), "storage_failed"),
    (
      .rejected(.other(reason: "(400 bad_request): The field `email` is missing.")),
      .connectivity(
        .incompatible(
          reason: "the backend refused the request (400 bad_request): The field `email` is "
            + "missing.")),
      "incompatible"
    ),
    (
      .notFound(.other("not_found")),
      .connectivity(.incompatible(reason: "the backend has no such resource (not_found)")),
      "incompatible"
    ),
    (.loginExpired, .expired, "session_expired"),
    (.notAuthenticated, .notLoggedIn, "not_logged_in"),
  ])
  func mapsEachRepositoryFailureOnce(
    failure: RepositoryError, expected: AccountError, analyticsName: String
  ) async {
    let repository = FakeAuthenticationRepository(logIn: { () throws(RepositoryError) in
      throw failure
    })

    await #expect(throws: expected) {
      try await makeLogIn(repository)(
        email: AccountFixtures.email("ada@example.com"), password: Password("wrong"))
    }
    #expect(repository.calls == [.logIn(email: "ada@example.com", password: "wrong")])
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "login_failed", layer: .domain, properties: ["error": analyticsName],
          timestamp: Fixtures.now)
      ])
  }

  @Test
  func reportsAnUnreadableProfileWithoutItsValues() async {
    let repository = FakeAuthenticationRepository(
      logIn: {},
      restoreSession: {
        ProfileEntity(
          id: "u-ada", displayName: "Ada", email: "not-an-address", phoneNumber: nil,
          onboardingStep: "done")
      })

    await #expect(
      throws: AccountError.connectivity(
        .incompatible(
          reason: "the profile has an unreadable email address (an email address has an '@', "
            + "as in ada@example.com)"))
    ) {
      try await makeLogIn(repository)(
        email: AccountFixtures.email("ada@example.com"), password: Password("secret"))
    }
  }
}
