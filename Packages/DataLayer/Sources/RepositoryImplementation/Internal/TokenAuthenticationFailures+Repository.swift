import Repository
import TokenAuthentication

extension TokenAuthenticationFailures where Failure == RepositoryError {
  /// The token wrapper's own failures as the repositories report them.
  ///
  /// What the wrapper attaches already is a `RepositoryError` (the rejected call's, the
  /// refresh's, the vault's) and passes through as it is: a second rejection is the call's
  /// error, a transient refresh failure the refresh's, a credential the vault could not read or
  /// save the vault's. No credential or a logout while waiting is `.notAuthenticated`, a dead
  /// refresh token `.loginExpired`, a refresh that took too long `.offline`, a full refresh
  /// window or a reentrant refresh `.serverFailure`, and cancellation `.cancelled`.
  static var repository: Self {
    Self(
      missingCredential: { .notAuthenticated },
      loggedOut: { _ in .notAuthenticated },
      cancelled: { .cancelled },
      invalidToken: { secondRejection, _ in secondRejection },
      refreshFailed: { refreshError, _ in refreshError },
      loginExpired: { _, _ in .loginExpired },
      excessiveRefresh: { _ in
        .serverFailure(
          reason: "the session was renewed too often in a short time; the backend rejects "
            + "fresh tokens")
      },
      refreshTimedOut: { _ in .offline(reason: "renewing the session took too long") },
      reentrantRefresh: {
        .serverFailure(reason: "renewing the session called for a renewed session itself")
      },
      credentialStoreFailed: { vaultError in vaultError },
      credentialNotSaved: { vaultError, _ in vaultError })
  }
}
