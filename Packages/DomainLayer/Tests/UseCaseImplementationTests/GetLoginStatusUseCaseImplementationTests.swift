import Domain
import Entity
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetLoginStatusUseCaseImplementationTests {
  @Test(arguments: [
    (CredentialStatus.loggedOut, LoginStatus.loggedOut),
    (.loggedIn(accessTokenExpiresAt: nil), .loggedIn(accessTokenExpiresAt: nil)),
    (
      .loggedIn(accessTokenExpiresAt: Date(timeIntervalSince1970: 1_804_600_900)),
      .loggedIn(accessTokenExpiresAt: Date(timeIntervalSince1970: 1_804_600_900))
    ),
  ])
  func readsTheStoredLogin(status: CredentialStatus, expected: LoginStatus) async throws {
    let repository = FakeAuthenticationRepository(sessionStatus: { status })

    #expect(try await GetLoginStatusUseCaseImplementation(repository: repository)() == expected)
    #expect(repository.calls == [.sessionStatus])
  }

  @Test
  func passesARefusalOn() async {
    let repository = FakeAuthenticationRepository(sessionStatus: { () throws(RepositoryError) in
      throw .credentialsRefused(reason: "readable by others")
    })

    await #expect(throws: AccountError.credentialsRefused(reason: "readable by others")) {
      try await GetLoginStatusUseCaseImplementation(repository: repository)()
    }
  }

  private static func account(step: String, email: String = "ada@example.com") -> StoredAccount {
    StoredAccount(
      profile: ProfileEntity(
        id: "u-ada", displayName: "Ada Lovelace", email: email, phoneNumber: nil,
        onboardingStep: step),
      loggedInAt: Fixtures.now - 3_600, confirmedAt: Fixtures.now)
  }

  @Test
  func saysWhoTheLoginBelongedToWhenLastConfirmed() async throws {
    let repository = FakeAuthenticationRepository(sessionStatus: {
      .loggedIn(accessTokenExpiresAt: nil, account: Self.account(step: "profile"))
    })

    let status = try await GetLoginStatusUseCaseImplementation(repository: repository)()

    #expect(
      status
        == .loggedIn(
          accessTokenExpiresAt: nil,
          login: StoredLogin(
            userID: "u-ada", displayName: "Ada Lovelace",
            email: try EmailAddress("ada@example.com"),
            onboardingStep: .profile, loggedInAt: Fixtures.now - 3_600,
            confirmedAt: Fixtures.now)))
  }

  @Test(arguments: [account(step: "juggling"), account(step: "done", email: "not an address")])
  func aKeptProfileThatDoesNotMapIsLeftOut(account: StoredAccount) async throws {
    let repository = FakeAuthenticationRepository(sessionStatus: {
      .loggedIn(accessTokenExpiresAt: nil, account: account)
    })

    let status = try await GetLoginStatusUseCaseImplementation(repository: repository)()

    #expect(status == .loggedIn(accessTokenExpiresAt: nil, login: nil))
  }
}
