/// Whether ``TokenAuthenticator/authenticated(retry:_:)`` may run the body a second time after
/// the server rejected the token.
public enum RetryPolicy: Sendable, Equatable {
  /// Refresh (or pick up the current token) and run the body once more: at most two runs.
  case once
  /// Run the body exactly once and rethrow the invalid-token error; for non-idempotent bodies
  /// (a payment, a one-shot upload).
  ///
  /// With `refreshesOnFailure` the call still refreshes (single-flight, waiting for it) before
  /// rethrowing, so the next call has a good token; if that refresh fails, the call throws the
  /// refresh failure instead, with the invalid-token error attached.
  case never(refreshesOnFailure: Bool)
}
