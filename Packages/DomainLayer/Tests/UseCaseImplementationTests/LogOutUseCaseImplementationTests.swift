import Analytics
import Domain
import Repository
import Testing
import UseCaseImplementation

struct LogOutUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  @Test
  func logsOut() async throws {
    let repository = FakeAuthenticationRepository(logOut: {})

    try await LogOutUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })()

    #expect(repository.calls == [.logOut])
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "logged_out", layer: .domain, timestamp: Fixtures.now)
      ])
  }

  @Test
  func failsOnlyWhenTheStoredLoginCannotBeRemoved() async {
    let repository = FakeAuthenticationRepository(logOut: { () throws(RepositoryError) in
      throw .storage(reason: "permission denied")
    })

    await #expect(throws: AccountError.storage(.failed(reason: "permission denied"))) {
      try await LogOutUseCaseImplementation(
        repository: repository, analytics: analytics, now: { Fixtures.now })()
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "logout_failed", layer: .domain, properties: ["error": "storage_failed"],
          timestamp: Fixtures.now)
      ])
  }
}
