import APIClient
import DataStore
import Repository
import Testing

@testable import RepositoryImplementation

struct RepositoryErrorFromTokenFailuresTests {
  private static let offline = RepositoryError.offline(reason: "server unreachable: refused")

  @Test(arguments: [
    (APIError(status: 400, code: "invalid_grant", message: "used"), RepositoryError.loginExpired),
    (APIError(status: 401, code: "unauthorized", message: "no"), .loginExpired),
    (APIError(status: 400, code: "bad_request", message: "no"), .loginExpired),
    (
      APIError(status: 503, code: "database_busy", message: "later"),
      .serverFailure(reason: "HTTP 503 database_busy: later")
    ),
  ])
  func readsADeadRefreshTokenFromTheTokenEndpointsAnswer(
    answer: APIError, expected: RepositoryError
  ) {
    #expect(RepositoryError(refreshFailure: .api(answer)) == expected)
  }

  @Test
  func reportsAnUnreachableTokenEndpointAsOfflineSoTheLoginIsKept() {
    #expect(RepositoryError(refreshFailure: .unreachable(reason: "refused")) == Self.offline)
  }

  @Test(arguments: [
    (
      CredentialStoreError.readableByOthers(path: "/c", mode: 0o644),
      RepositoryError.credentialsRefused(
        reason: CredentialStoreError.readableByOthers(path: "/c", mode: 0o644).description)
    ),
    (
      .diskFull(path: "/c"),
      .storageFull(reason: CredentialStoreError.diskFull(path: "/c").description)
    ),
    (.lockCancelled(path: "/c.lock"), .cancelled),
    (
      .unwritable(path: "/c", reason: "Input/output error"),
      .storage(
        reason: CredentialStoreError.unwritable(path: "/c", reason: "Input/output error")
          .description)
    ),
  ])
  func readsTheVaultsFailures(failure: CredentialStoreError, expected: RepositoryError) {
    #expect(RepositoryError(failure) == expected)
  }
}
