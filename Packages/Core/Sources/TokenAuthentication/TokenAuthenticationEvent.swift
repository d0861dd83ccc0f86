/// What a ``TokenAuthenticator`` reports to its `onEvent` hook, for logs and storm alerts.
///
/// `generation` is the credential generation the event concerns: for refresh events the one
/// being replaced. Generations start at 1 for the first credential and grow by one each time the
/// credential changes (refresh, adoption, login, logout, expiry).
public enum TokenAuthenticationEvent: Sendable, Equatable {
  /// The refresh closure was called.
  case refreshStarted(generation: UInt64)
  /// A refresh returned a new credential, which is now current.
  case refreshSucceeded(generation: UInt64)
  /// A refresh failed; terminal failures also end the session.
  case refreshFailed(generation: UInt64, isTerminal: Bool)
  /// Waiters gave up on a refresh after the policy's timeout.
  case refreshTimedOut(generation: UInt64)
  /// A refresh result arrived after a logout, a login or another refresh and was dropped.
  case refreshDiscarded(generation: UInt64)
  /// Another instance had already moved the stored credential on; it was adopted instead of
  /// refreshing.
  case credentialAdopted(generation: UInt64)
  /// A call whose token had already been replaced retried with the current one, no refresh.
  case staleTokenRetried(generation: UInt64)
  /// A late rejection of a generation whose refresh had failed got that failure at once.
  case failureLatched(generation: UInt64)
  /// The refresh window was full; the call failed without refreshing.
  case excessiveRefresh(generation: UInt64)
  /// The token endpoint rejected the refresh token; the credential was cleared.
  case sessionExpired(generation: UInt64)
  /// ``TokenAuthenticator/logout()`` or ``TokenAuthenticator/setCredential(_:)`` ended the
  /// generation.
  case credentialReplaced(generation: UInt64)
  /// Writing the credential store failed; the in-memory credential is still used.
  case credentialStoreWriteFailed(generation: UInt64, message: String)
}
