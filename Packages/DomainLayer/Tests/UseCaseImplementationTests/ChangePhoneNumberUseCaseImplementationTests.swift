import Analytics
import Domain
import Entity
import Repository
import Testing
import UseCaseImplementation

struct ChangePhoneNumberUseCaseImplementationTests {
  private let analytics = InMemoryAnalytics()

  private func makeChangePhoneNumber(
    _ repository: FakeProfileRepository
  ) -> ChangePhoneNumberUseCaseImplementation {
    ChangePhoneNumberUseCaseImplementation(
      repository: repository, analytics: analytics, now: { Fixtures.now })
  }

  @Test
  func sendsTheE164FormAndReturnsTheUpdatedProfile() async throws {
    let repository = FakeProfileRepository(changePhoneNumber: { number in
      AccountFixtures.adaEntity(phoneNumber: number)
    })
    let changePhoneNumber = makeChangePhoneNumber(repository)

    let user = try await changePhoneNumber(to: AccountFixtures.number("090-1111-2222"))

    #expect(user == AccountFixtures.ada(phoneNumber: AccountFixtures.number("+819011112222")))
    #expect(repository.calls == [.changePhoneNumber("+819011112222")])
    #expect(
      analytics.events == [
        AnalyticsEvent(name: "phone_number_changed", layer: .domain, timestamp: Fixtures.now)
      ])
  }

  @Test
  func turnsTheBackendsRefusalIntoAnInvalidNumber() async {
    let repository = FakeProfileRepository(changePhoneNumber: { _ throws(RepositoryError) in
      throw .rejected(.invalidPhoneNumber(reason: "not a Japanese phone number"))
    })

    await #expect(throws: ProfileError.invalidPhoneNumber(reason: "not a Japanese phone number")) {
      try await makeChangePhoneNumber(repository)(to: AccountFixtures.number("080-1234-5678"))
    }
    #expect(
      analytics.events == [
        AnalyticsEvent(
          name: "phone_number_change_failed", layer: .domain,
          properties: ["error": "phone_number_refused"], timestamp: Fixtures.now)
      ])
  }

  @Test
  func passesAnExpiredSessionOn() async {
    let repository = FakeProfileRepository(changePhoneNumber: { _ throws(RepositoryError) in
      throw .loginExpired
    })

    await #expect(throws: ProfileError.account(.expired)) {
      try await makeChangePhoneNumber(repository)(to: AccountFixtures.number("080-1234-5678"))
    }
  }
}
