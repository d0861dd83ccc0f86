import Domain
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetLoginStatusUseCaseImplementationTests {
  @Test(arguments: [
    (SessionStatus.loggedOut, LoginStatus.loggedOut),
    (.loggedIn(accessTokenExpiresAt: nil), .loggedIn(accessTokenExpiresAt: nil)),
    (
      .loggedIn(accessTokenExpiresAt: Date(timeIntervalSince1970: 1_804_600_900)),
      .loggedIn(accessTokenExpiresAt: Date(timeIntervalSince1970: 1_804_600_900))
    ),
  ])
  func readsTheStoredLogin(status: SessionStatus, expected: LoginStatus) async throws {
    let repository = FakeAuthenticationRepository(sessionStatus: { status })

    #expect(try await GetLoginStatusUseCaseImplementation(repository: repository)() == expected)
    #expect(repository.calls == [.sessionStatus])
  }

  @Test
  func passesARefusalOn() async {
    let repository = FakeAuthenticationRepository(sessionStatus: { () throws(RepositoryError) in
      throw .credentialsRefused(reason: "readable by others")
    })

    await #expect(throws: SessionError.credentialsRefused(reason: "readable by others")) {
      try await GetLoginStatusUseCaseImplementation(repository: repository)()
    }
  }
}
