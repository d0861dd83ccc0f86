import APIClient
import DataStore
import Repository
import Testing
import TokenAuthentication

@testable import RepositoryImplementation

struct RepositoryErrorFromAuthenticationFailureTests {
  typealias WrapperError = TokenAuthenticationError<RepositoryError>

  private static let offline = RepositoryError.offline(reason: "server unreachable: refused")
  private static let full = RepositoryError.storageFull(reason: "no space for /c")

  @Test(arguments: [
    (WrapperError.missingCredential, RepositoryError.notAuthenticated),
    (.loggedOut(originalError: .rejected(.accessToken)), .notAuthenticated),
    (.cancelled, .cancelled),
    (.sessionExpired(refreshError: .sessionExpired, originalError: nil), .sessionExpired),
    (
      .invalidToken(error: .rejected(.accessToken), originalError: .rejected(.accessToken)),
      .rejected(.accessToken)
    ),
    (.refreshFailed(error: offline, originalError: nil), offline),
    (
      .credentialStoreFailed(error: .credentialsRefused(reason: "mode 644")),
      .credentialsRefused(reason: "mode 644")
    ),
    (.credentialNotSaved(error: full, originalError: nil), full),
    (.refreshTimedOut(originalError: nil), .offline(reason: "renewing the session took too long")),
  ])
  func keepsWhatTheWrapperAttachedAndNamesItsOwnFailures(
    failure: WrapperError, expected: RepositoryError
  ) {
    #expect(RepositoryError(authenticationFailure: failure) == expected)
  }

  @Test
  func reportsAFullRefreshWindowOrAReentrantRefreshAsAServerFailure() {
    for failure in [WrapperError.excessiveRefresh(originalError: nil), .reentrantRefresh] {
      #expect(
        RepositoryError(authenticationFailure: failure)
          == .serverFailure(reason: failure.description))
    }
  }

  @Test(arguments: [
    (APIError(status: 400, code: "invalid_grant", message: "used"), RepositoryError.sessionExpired),
    (APIError(status: 401, code: "unauthorized", message: "no"), .sessionExpired),
    (APIError(status: 400, code: "bad_request", message: "no"), .sessionExpired),
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
