public import APIClient
import Repository
public import TokenAuthentication

/// The logged-in account's tokens, shared by every repository that calls the API as the user:
/// the one place the token wrapper (`TokenAuthenticator`) is built and applied.
///
/// Build one per repository set (per process) and hand it to each authenticated repository, so
/// they share one credential, one single-flight refresh and one refresh window. The wrapper
/// refreshes before sending when the access token is about to expire and once more when the
/// backend answers 401 `invalid_token`; `invalid_grant` (or any 400/401) from the token endpoint
/// ends the session and clears the store.
public final class AccountSession: Sendable {
  let api: any AccountAPIClient
  let store: any CredentialStore
  let policy: TokenAuthenticationPolicy
  let authenticator: TokenAuthenticator

  /// Creates the session for the credential in `store`, which is read on first use.
  ///
  /// - Parameters:
  ///   - api: The account API: the token endpoint for refreshes and the calls made as the user.
  ///   - store: Where the credential lives (`CredentialVault` in the CLI).
  ///   - refreshLock: Held around each refresh; pass a `FileRefreshLock` next to the vault when
  ///     several processes share it, `nil` when this is the only user of `store`.
  ///   - policy: Refresh margin, window and timeout, and the clocks: the wall clock for
  ///     expiries (also of a login), the monotonic clock for the refresh window.
  public init(
    api: any AccountAPIClient,
    store: any CredentialStore,
    refreshLock: (any RefreshLock)?,
    policy: TokenAuthenticationPolicy = TokenAuthenticationPolicy()
  ) {
    self.api = api
    self.store = store
    self.policy = policy
    authenticator = TokenAuthenticator(
      store: store,
      refreshLock: refreshLock,
      policy: policy,
      isInvalidToken: Self.isInvalidToken,
      isTerminalRefreshError: Self.isTerminalRefreshError,
      refresh: { [api, now = policy.now] refreshToken in
        let pair = try await api.refresh(refreshToken: refreshToken.rawValue)
        return Credential(pair, receivedAt: now())
      }
    )
  }

  /// Runs `body` with a valid access token (refreshing as needed) and maps every failure to a
  /// `RepositoryError`.
  func authenticated<Value>(
    _ body: (String) async throws(APIClientError) -> Value
  ) async throws(RepositoryError) -> Value {
    do {
      return try await authenticator.authenticated { token in
        try await body(token.rawValue)
      }
    } catch {
      throw RepositoryError(authenticationFailure: error)
    }
  }

  /// 401 `invalid_token`: the only answer that triggers refresh-and-retry.
  static func isInvalidToken(_ error: any Error) -> Bool {
    guard case .api(let apiError) = error as? APIClientError else { return false }
    return apiError.isInvalidToken
  }

  /// `invalid_grant`, or any 400/401 from the token endpoint: the refresh token is dead.
  static func isTerminalRefreshError(_ error: any Error) -> Bool {
    guard case .api(let apiError) = error as? APIClientError else { return false }
    return apiError.isInvalidGrant || apiError.status == 400 || apiError.status == 401
  }
}
