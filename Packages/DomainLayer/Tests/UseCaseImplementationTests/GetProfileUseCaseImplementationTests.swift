import Domain
import Entity
import Repository
import Testing
import UseCaseImplementation

struct GetProfileUseCaseImplementationTests {
  @Test
  func mapsTheProfile() async throws {
    let repository = FakeProfileRepository(profile: { AccountFixtures.adaEntity() })

    #expect(
      try await GetProfileUseCaseImplementation(repository: repository)() == AccountFixtures.ada())
    #expect(repository.calls == [.profile])
  }

  @Test(arguments: [
    (RepositoryError.sessionExpired, ProfileError.session(.expired)),
    (.notAuthenticated, .session(.notLoggedIn)),
    (.credentialsRefused(reason: "damaged"), .session(.credentialsRefused(reason: "damaged"))),
    (.offline(reason: "no route"), .offline),
    (.serverFailure(reason: "500"), .unavailable(reason: "the backend failed: 500")),
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
      throws: ProfileError.unavailable(
        reason: "the profile has an unreadable onboarding step (it is none of welcome, profile, "
          + "notifications, done)")
    ) {
      try await GetProfileUseCaseImplementation(repository: repository)()
    }
  }
}
