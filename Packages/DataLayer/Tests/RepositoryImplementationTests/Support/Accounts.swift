import APIClient
import DataStore
import Entity
import Foundation
import RepositoryImplementation
import TokenAuthentication

/// Values and helpers for the account repositories' tests.
enum Accounts {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// The default policy with the clocks stopped at `now`.
  static let policy = TokenAuthenticationPolicy(now: { now }, monotonicNow: { .zero })

  static let profile = ProfileEntity(
    id: "u-1", displayName: "Ada Lovelace", email: "ada@example.com",
    phoneNumber: "+447700900123", onboardingStep: "done")

  /// The pair the backend issues for generation `generation`.
  static func pair(_ generation: Int) -> TokenPairEntity {
    TokenPairEntity(
      accessToken: "at-\(generation)", refreshToken: "rt-\(generation)", tokenType: "Bearer",
      expiresIn: 900)
  }

  /// The credential of generation `generation`, expiring at `expiresAt`.
  static func credential(_ generation: Int, expiresAt: Date) -> Credential {
    Credential(
      accessToken: AccessToken("at-\(generation)"), refreshToken: RefreshToken("rt-\(generation)"),
      expiresAt: expiresAt)
  }

  /// A credential whose access token is valid for another ten minutes.
  static let valid = credential(0, expiresAt: now.addingTimeInterval(600))

  /// A credential whose access token expired a minute ago.
  static let expired = credential(0, expiresAt: now.addingTimeInterval(-60))

  static let down = APIClientError.unreachable(reason: "connection refused")

  static func apiError(_ status: Int, _ code: String) -> APIClientError {
    .api(APIError(status: status, code: code, message: "No."))
  }

  /// A session over `api` and `store` with the stopped clock.
  static func session(
    api: FakeAccountAPIClient, store: any CredentialStore<CredentialStoreError>
  ) -> AccountAccess {
    AccountAccess(api: api, store: store, refreshLock: nil, policy: policy)
  }
}
