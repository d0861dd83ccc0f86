import APIClient
import DataStore
import Entity
import Foundation
import Repository
import Testing
import TokenAuthentication

@testable import RepositoryImplementation

struct ProfileRepositoryImplementationTests {
  private static let updated = ProfileEntity(
    id: "u-1", displayName: "Ada Lovelace", email: "ada@example.com", phoneNumber: "+81312345678",
    onboardingStep: "done")

  private static func makeRepository(
    api: FakeAccountAPIClient, credential: Credential? = Accounts.valid
  ) -> ProfileRepositoryImplementation {
    ProfileRepositoryImplementation(
      session: Accounts.session(api: api, store: InMemoryCredentialStore(credential: credential)))
  }

  @Test func profileIsFetchedWithTheStoredToken() async throws {
    let log = CallLog()
    var api = FakeAccountAPIClient()
    api.profile = { token throws(APIClientError) in
      log.record("profile(\(token))")
      return Accounts.profile
    }

    #expect(try await Self.makeRepository(api: api).profile().value == Accounts.profile)
    #expect(log.calls == ["profile(at-0)"])
  }

  @Test func changePhoneNumberSendsTheNumberAndReturnsTheUpdatedProfile() async throws {
    let log = CallLog()
    var api = FakeAccountAPIClient()
    api.changePhoneNumber = { number, token throws(APIClientError) in
      log.record("changePhoneNumber(\(number), \(token))")
      return Self.updated
    }

    #expect(
      try await Self.makeRepository(api: api).changePhoneNumber("+81312345678") == Self.updated)
    #expect(log.calls == ["changePhoneNumber(+81312345678, at-0)"])
  }

  @Test func aNumberTheBackendRefusesIsRejected() async {
    var api = FakeAccountAPIClient()
    api.changePhoneNumber = { _, _ throws(APIClientError) in
      throw Accounts.apiError(422, "invalid_phone_number")
    }

    await #expect(
      throws: RepositoryError.rejected(.invalidPhoneNumber(reason: "No."))
    ) {
      try await Self.makeRepository(api: api).changePhoneNumber("12")
    }
  }

  @Test func setOnboardingStepSendsTheStep() async throws {
    let log = CallLog()
    var api = FakeAccountAPIClient()
    api.setOnboardingStep = { step, token throws(APIClientError) in
      log.record("setOnboardingStep(\(step), \(token))")
      return Accounts.profile
    }

    #expect(try await Self.makeRepository(api: api).setOnboardingStep("done") == Accounts.profile)
    #expect(log.calls == ["setOnboardingStep(done, at-0)"])
  }

  @Test func withoutALoginNothingIsSent() async {
    let repository = Self.makeRepository(api: FakeAccountAPIClient(), credential: nil)

    await #expect(throws: RepositoryError.notAuthenticated) { try await repository.profile() }
    await #expect(throws: RepositoryError.notAuthenticated) {
      try await repository.setOnboardingStep("done")
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func theRepositoriesOfOneSessionShareOneRefresh() async throws {
    let log = CallLog()
    // No call is refused before all three have sent the first token, so each one needs the
    // refresh that follows.
    let allSent = Barrier(count: 3)
    var api = FakeAccountAPIClient()
    api.refresh = { token throws(APIClientError) in
      log.record("refresh(\(token))")
      return Accounts.pair(1)
    }
    api.profile = { token throws(APIClientError) in
      guard token == "at-1" else {
        await allSent.arrive()
        throw Accounts.apiError(401, "invalid_token")
      }
      return Accounts.profile
    }
    let session = Accounts.session(
      api: api, store: InMemoryCredentialStore(credential: Accounts.valid))
    let profiles = ProfileRepositoryImplementation(session: session)
    let authentication = AuthenticationRepositoryImplementation(session: session)

    async let firstCall = profiles.profile()
    async let secondCall = authentication.restoreSession()
    async let thirdCall = profiles.profile()
    let (first, second, third) = try await (firstCall, secondCall, thirdCall)

    #expect(
      [first.value, second, third.value] == [Accounts.profile, Accounts.profile, Accounts.profile])
    #expect(log.calls == ["refresh(rt-0)"])
  }

  @Test func theProfileAsLastConfirmedAnswersWhenTheBackendCannotBeReached() async throws {
    try await withTemporaryDirectory { folder throws in
      let accounts = AccountSnapshotStore(fileURL: folder.appending(path: "account.json"))
      var api = FakeAccountAPIClient()
      api.profile = { _ throws(APIClientError) in Self.updated }
      let store = InMemoryCredentialStore(credential: Accounts.valid)
      let online = ProfileRepositoryImplementation(
        session: AccountAccess(
          api: api, store: store, refreshLock: nil, policy: Accounts.policy, accounts: accounts))
      #expect(try await online.profile() == Fetched(value: Self.updated, source: .network))

      var down = FakeAccountAPIClient()
      down.profile = { _ throws(APIClientError) in throw Accounts.down }
      let session = AccountAccess(
        api: down, store: store, refreshLock: nil, policy: Accounts.policy, accounts: accounts)
      let offline = ProfileRepositoryImplementation(session: session)

      // The phone number too: what `conf profile` shows.
      #expect(
        try await offline.profile()
          == Fetched(value: Self.updated, source: .cache(savedAt: Accounts.now)))
      session.forgetAccount()
      await #expect(
        throws: RepositoryError.offline(reason: "server unreachable: connection refused")
      ) {
        try await offline.profile()
      }
    }
  }
}
