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
  let clock: TokenAuthenticationClock
  let authenticator: TokenAuthenticator

  /// Creates the session for the credential in `store`, which is read on first use.
  ///
  /// - Parameters:
  ///   - api: The account API: the token endpoint for refreshes and the calls made as the user.
  ///   - store: Where the credential lives (`CredentialVault` in the CLI).
  ///   - refreshLock: Held around each refresh; pass a `FileRefreshLock` next to the vault when
  ///     several processes share it, `nil` when this is the only user of `store`.
  ///   - clock: The wall clock for expiries, the monotonic clock for the refresh window.
  ///   - policy: Refresh margin, window and timeout.
  ///   - onEvent: Called for each refresh event (no token text), for logs.
  public init(
    api: any AccountAPIClient,
    store: any CredentialStore,
    refreshLock: (any RefreshLock)?,
    clock: TokenAuthenticationClock = .live,
    policy: TokenAuthenticationPolicy = TokenAuthenticationPolicy(),
    onEvent: @escaping @Sendable (TokenAuthenticationEvent) -> Void = { _ in }
  ) {
    self.api = api
    self.store = store
    self.clock = clock
    authenticator = TokenAuthenticator(
      store: store,
      refreshLock: refreshLock,
      policy: policy,
      clock: clock,
      isInvalidToken: Self.isInvalidToken,
      isTerminalRefreshError: Self.isTerminalRefreshError,
      onEvent: onEvent,
      refresh: { [api] refreshToken in
        let pair = try await api.refresh(refreshToken: refreshToken.rawValue)
        return TokenGrant(pair)
      }
    )
  }

  /// Running totals of refreshes, adoptions and expiries, for diagnostics and tests.
  public var metrics: TokenAuthenticationMetrics {
    authenticator.metrics
  }

  /// Runs `body` with a valid access token (refreshing as needed) and maps every failure to a
  /// `RepositoryError`.
  func authenticated<Value>(
    retry: RetryPolicy = .once,
    _ body: (String) async throws(APIClientError) -> Value
  ) async throws(RepositoryError) -> Value {
    do {
      return try await authenticator.authenticated(retry: retry) { token in
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
