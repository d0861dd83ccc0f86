import APIClient
import DataStore
import Repository
import Testing
import TokenAuthentication

@testable import RepositoryImplementation

struct RepositoryErrorFromAuthenticationFailureTests {
  @Test
  func reportsACancelledCallAsCancelled() {
    #expect(RepositoryError(authenticationFailure: CancellationError()) == .cancelled)
    #expect(
      RepositoryError(authenticationFailure: APIClientError.cancelled) == .cancelled)
  }

  @Test(arguments: [
    (
      APIClientError.unreachable(reason: "connection refused"),
      RepositoryError.offline(reason: "server unreachable: connection refused")
    ),
    (
      .decoding(reason: "missing field `email`"),
      .unreadableResponse(reason: "missing field `email`")
    ),
    (.encoding(reason: "bad body"), .invalidRequest(reason: "bad body")),
  ])
  func mapsAnAPIFailureLikeAnUnauthenticatedCall(
    failure: APIClientError, expected: RepositoryError
  ) {
    #expect(RepositoryError(authenticationFailure: failure) == expected)
  }

  @Test
  func reportsARefreshedCredentialTheVaultCouldNotSaveAsTheVaultsFailure() {
    let failure = CredentialStoreError.unwritable(path: "/c", reason: "Input/output error")

    #expect(
      RepositoryError(
        authenticationFailure: TokenAuthenticationError.credentialNotSaved(
          error: failure, originalError: nil))
        == .storage(reason: failure.description))
  }

  @Test
  func reportsAFullDiskAsStorageFull() {
    let full = CredentialStoreError.diskFull(path: "/c")

    #expect(RepositoryError(authenticationFailure: full) == .storageFull(reason: full.description))
    #expect(
      RepositoryError(
        authenticationFailure: TokenAuthenticationError.credentialNotSaved(
          error: full, originalError: nil))
        == .storageFull(reason: full.description))
  }

  @Test
  func namesAnUnknownFailureByItsTypeOnly() {
    #expect(
      RepositoryError(authenticationFailure: SecretBearingError())
        == .storage(reason: "the credential store failed with SecretBearingError"))
  }
}

/// An error whose description holds a token, as a careless store's might.
private struct SecretBearingError: Error, CustomStringConvertible {
  var description: String { "could not read at-SECRET-1" }
}
