import Repository
import Testing
import TokenAuthentication

@testable import RepositoryImplementation

struct TokenAuthenticationFailuresRepositoryTests {
  private let failures = TokenAuthenticationFailures<RepositoryError>.repository
  private let refused = RepositoryError.rejected(.accessToken)
  private let offline = RepositoryError.offline(reason: "server unreachable: refused")
  private let full = RepositoryError.storageFull(reason: "no space for /c")

  @Test
  func keepsWhatTheWrapperAttaches() {
    #expect(failures.invalidToken(refused, refused) == refused)
    #expect(failures.refreshFailed(offline, refused) == offline)
    #expect(failures.refreshFailed(offline, nil) == offline)
    #expect(
      failures.credentialStoreFailed(.credentialsRefused(reason: "mode 644"))
        == .credentialsRefused(reason: "mode 644"))
    #expect(failures.credentialNotSaved(full, nil) == full)
  }

  @Test
  func namesTheWrappersOwnFailuresByWhatThePersonCanDo() {
    #expect(failures.missingCredential() == .notAuthenticated)
    #expect(failures.loggedOut(refused) == .notAuthenticated)
    #expect(failures.cancelled() == .cancelled)
    #expect(failures.loginExpired(.loginExpired, nil) == .loginExpired)
    #expect(failures.refreshTimedOut(nil) == .offline(reason: "renewing the session took too long"))
  }

  @Test
  func reportsAFullRefreshWindowOrAReentrantRefreshAsAServerFailureNamingNoToken() {
    for failure in [failures.excessiveRefresh(nil), failures.reentrantRefresh()] {
      guard case .serverFailure(let reason) = failure else {
        Issue.record("\(failure) is not a server failure")
        continue
      }
      #expect(reason.contains("renew"))
    }
  }
}
