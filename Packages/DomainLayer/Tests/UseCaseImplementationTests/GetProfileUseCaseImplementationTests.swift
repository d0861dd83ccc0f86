import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetProfileUseCaseImplementationTests {
  @Test
  func mapsTheProfile() async throws {
    let repository = FakeProfileRepository(profile: { AccountFixtures.adaEntity() })

    #expect(
      try await GetProfileUseCaseImplementation(repository: repository)()
        == Profile(user: AccountFixtures.ada()))
    #expect(repository.calls == [.profile])
  }

  @Test("the copy saved on this device says when it was saved")
  func theSavedCopySaysWhen() async throws {
    let savedAt = Date(timeIntervalSince1970: 1_804_550_400)
    let repository = FakeProfileRepository(
      profile: { AccountFixtures.adaEntity() }, savedAt: savedAt)

    let profile = try await GetProfileUseCaseImplementation(repository: repository)()

    #expect(profile == Profile(user: AccountFixtures.ada(), freshness: .cached(savedAt: savedAt)))
  }

  @Test(arguments: [
    (RepositoryError.loginExpired, ProfileError.account(.expired)),
    (.notAuthenticated, .account(.notLoggedIn)),
    (.credentialsRefused(reason: "damaged"), .account(.credentialsRefused(reason: "damaged"))),
    (.offline(reason: "no route"), .connectivity(.offline)),
    (.cancelled, .connectivity(.cancelled)),
    (
      .serverFailure(reason: "HTTP 500 internal: boom"),
      .connectivity(.unavailable(reason: "HTTP 500 internal: boom"))
    ),
    (
      .unreadableResponse(reason: "no field 'email'"),
      .connectivity(.incompatible(reason: "unexpected response: no field 'email'"))
    ),
    (.storage(reason: "permission denied"), .storage(.failed(reason: "permission denied"))),
  ])
  func mapsEachRepositoryFailureOnce(failure: RepositoryError, expected: ProfileError) async {
    let repository = FakeProfileRepository(profile: { () throws(RepositoryError) in throw failure })

    await #expect(throws: expected) {
      try await GetProfileUseCaseImplementation(repository: repository)()
    }
  }

  @Test
  func reportsAnUnknownOnboardingStep() async {
    let repository = FakeProfileRepository(profile: {
      AccountFixtures.adaEntity(onboardingStep: "survey")
    })

    await #expect(
      throws: ProfileError.connectivity(
        .incompatible(
          reason: "the profile has an unreadable onboarding step (it is none of welcome, "
            + "profile, notifications, done)"))
    ) {
      try await GetProfileUseCaseImplementation(repository: repository)()
    }
  }
}
