import Foundation
import Synchronization

/// Runs API calls with a valid access token, refreshing it when needed: the generic wrapper
/// behind every authenticated repository method.
///
/// ```swift
/// try await authenticator.authenticated { token in try await api.bookmarks(token: token) }
/// ```
///
/// Generic over `Failure`, the one error type of its calls: the body, the refresh closure, the
/// store and the refresh lock all throw it, and so does every call, so a caller's typed error
/// reaches it unchanged, and the wrapper says its own failures in it too
/// (``TokenAuthenticationFailures``, given at creation). Nothing is erased to `any Error` and
/// recovered by casting. With `Failure == any Error` the vocabulary may be left out: the
/// wrapper's failures are then ``TokenAuthenticationError`` values.
///
/// All state sits behind one `Mutex`. No user code (body, refresh, store, clock) runs under it,
/// and each decision below is one critical section with no `await` inside.
///
/// - **Generation.** The credential has a generation that grows whenever it changes (load,
///   refresh, adoption, login, logout, expiry). A call leases the token with its generation,
///   and every rule compares generations, never token text.
/// - **Cancellation.** A caller whose task is already cancelled gets the vocabulary's
///   `cancelled()` (`CancellationError` when untyped) before anything runs for it: no store
///   load, no refresh, no body.
/// - **Fast path.** With a credential, no flight and the token outside `refreshMargin`, a call
///   costs a cancellation check, one mutex acquisition and one wall-clock reading, and never
///   suspends.
/// - **Single flight.** Otherwise the call joins the flight (load or refresh) or starts one. A
///   flight runs in an unstructured task owned by the authenticator, so cancelling a caller never
///   cancels it; each waiter waits on its own continuation in `withTaskCancellationHandler` and
///   leaves at once when cancelled.
/// - **When to refresh.** Before sending, if the token is inside the margin, but never for a
///   token a refresh has just returned. After a rejection (`isInvalidToken`): a lease of an older
///   generation retries at once with the current token; one of the current generation starts or
///   joins the refresh.
/// - **Per-call bound.** At most one refresh and two body runs per call (one with
///   `canRetry: false`); a second rejection is final.
/// - **Window.** At most `maximumRefreshes` per `refreshInterval` on the monotonic clock.
/// - **Failure latch.** A failed refresh latches its error on its generation: a call that leased
///   it before the failure and is rejected later gets that error at once, while a call that
///   starts after the failure may refresh again (an epoch, bumped per failure, tells them apart).
///   A terminal error also clears the credential and calls `onSessionExpired` once.
/// - **Across instances.** Under the ``RefreshLock`` the flight re-reads the store and adopts a
///   credential another instance already moved on to, also after `invalid_grant`.
/// - **Persist before resume.** A refreshed credential is saved before any waiter resumes and
///   before the refresh lock is released, so no caller can finish (and its process exit) with
///   a rotated refresh token unsaved. When the save fails, the waiters fail with
///   `credentialNotSaved` instead of running their body; the credential stays in use in memory.
/// - **Logout fence.** ``logout()`` and ``setCredential(_:)`` start a generation, cancel the
///   flight and fail its waiters with `loggedOut`. A result for an older generation is dropped,
///   in memory and in the store: store writes run one at a time, in generation order.
/// - **Reentrancy.** A flight marks its task in a `@TaskLocal`; a refresh closure that calls its
///   own authenticator fails with `reentrantRefresh` instead of waiting on itself.
/// - **Timeout.** After `refreshTimeout`, waiters fail with `refreshTimedOut` and the next call
///   may start a new refresh.
public final class TokenAuthenticator<Failure: Error>: Sendable {
  @usableFromInline let state = Mutex(AuthenticatorState())
  let waiterIDs = Atomic<UInt64>(0)
  let store: any CredentialStore<Failure>
  let refreshLock: (any RefreshLock<Failure>)?
  @usableFromInline let policy: TokenAuthenticationPolicy
  @usableFromInline let isInvalidToken: @Sendable (Failure) -> Bool
  let isTerminalRefreshError: @Sendable (Failure) -> Bool
  let onSessionExpired: @Sendable () -> Void
  @usableFromInline let failures: TokenAuthenticationFailures<Failure>
  let refreshTokens: @Sendable (RefreshToken) async throws(Failure) -> Credential

  /// Creates an authenticator for the credential in `store`, which it loads on first use.
  ///
  /// - Parameters:
  ///   - store: Where the credential is read from and written to.
  ///   - refreshLock: Held around each refresh; pass one shared by every authenticator (and
  ///     process) that uses `store`. `nil` when this is the only one.
  ///   - policy: Margin, refresh window, timeout and clocks.
  ///   - isInvalidToken: Whether an error the body threw means "this token was rejected"
  ///     (typically HTTP 401). Only these errors trigger a refresh.
  ///   - isTerminalRefreshError: Whether an error the refresh threw means the refresh token is
  ///     dead (`invalid_grant`, 400/401 from the token endpoint). Other errors are transient.
  ///     With a typed `Failure` it alone decides, so it must be `false` for a refresh that was
  ///     cancelled or called its own wrapper (untyped, the wrapper's own error and
  ///     `CancellationError` never count).
  ///   - onSessionExpired: Called once each time a terminal refresh error ends the session.
  ///   - failures: How the wrapper's own failures are said as a `Failure`.
  ///   - refresh: Calls the token endpoint with the refresh token and returns the new
  ///     credential: the rotated refresh token (or the one it was given), and an expiry computed
  ///     from `expires_in` at receipt with `policy.now`, so a skewed wall clock cannot make it
  ///     look expired. It must not call this authenticator.
  public init(
    store: any CredentialStore<Failure>,
    refreshLock: (any RefreshLock<Failure>)? = nil,
    policy: TokenAuthenticationPolicy = TokenAuthenticationPolicy(),
    isInvalidToken: @escaping @Sendable (Failure) -> Bool,
    isTerminalRefreshError: @escaping @Sendable (Failure) -> Bool,
    onSessionExpired: @escaping @Sendable () -> Void = {},
    failures: TokenAuthenticationFailures<Failure>,
    refresh: @escaping @Sendable (RefreshToken) async throws(Failure) -> Credential
  ) {
    self.store = store
    self.refreshLock = refreshLock
    self.policy = policy
    self.isInvalidToken = isInvalidToken
    self.isTerminalRefreshError = isTerminalRefreshError
    self.onSessionExpired = onSessionExpired
    self.failures = failures
    self.refreshTokens = refresh
  }

  /// Runs `body` with a valid access token, refreshing and running it once more if the server
  /// rejects the token.
  ///
  /// `body` runs in the caller's isolation (a `@MainActor` caller may capture main-actor state),
  /// at most twice, or once when `canRetry` is `false` (for a payment or a one-shot upload). It
  /// runs from scratch the second time, so build the request inside it.
  ///
  /// - Throws: What `body` throws, unchanged, unless it is an invalid-token error; the wrapper's
  ///   own failures in the words of its ``TokenAuthenticationFailures`` (a second rejection is
  ///   its `invalidToken`); with `canRetry: false`, the rejection itself once the refresh is
  ///   done; `cancelled()` when the calling task is cancelled before the call (then nothing runs
  ///   for it: no load, no refresh, no body), or before or while it waits for a load or refresh
  ///   (it starts none); `credentialNotSaved` when the refresh it waited for could not be saved
  ///   (the body did not run with the new token).
  ///
  /// Inlinable, so that a caller's module specializes it for its `Failure` and `T`: the fast
  /// path then costs what it costs untyped (docs/benchmarks.md).
  @inlinable
  public func authenticated<T>(
    canRetry: Bool = true,
    _ body: (AccessToken) async throws(Failure) -> T
  ) async throws(Failure) -> T {
    guard !Task.isCancelled else { throw failures.cancelled() }
    let now = policy.now()
    let fastLease = state.withLock { $0.fastLease(at: now) }
    let lease = if let fastLease { fastLease } else { try await waitForLease(.acquisition) }
    do {
      return try await body(lease.token)
    } catch {
      guard isInvalidToken(error), canRetry || policy.refreshesWithoutRetry else { throw error }
      let next = try await waitForLease(.recovery(lease, originalError: error))
      guard canRetry else { throw error }
      do {
        return try await body(next.token)
      } catch let secondError {
        guard isInvalidToken(secondError) else { throw secondError }
        throw failures.invalidToken(secondError, error)
      }
    }
  }

  /// Makes `credential` current (after a login) and saves it.
  ///
  /// Starts a new generation: a refresh in flight is cancelled and its result dropped, and its
  /// waiters fail with the vocabulary's `loggedOut`.
  ///
  /// - Throws: The store's error; the credential is in use even then.
  public func setCredential(_ credential: Credential) async throws(Failure) {
    try await replaceCredential(with: credential)
  }

  /// Forgets the credential and clears the store.
  ///
  /// Starts a new generation: a refresh in flight is cancelled and its result dropped (it can
  /// never bring the credential back), and its waiters fail with
  /// the vocabulary's `loggedOut`.
  ///
  /// - Throws: The store's error; the in-memory credential is gone even then.
  public func logout() async throws(Failure) {
    try await replaceCredential(with: nil)
  }
}

extension TokenAuthenticator where Failure == any Error {
  /// Creates an authenticator whose calls throw untyped errors: the wrapper's own failures are
  /// ``TokenAuthenticationError`` values, and a cancelled call's `CancellationError`
  /// (``TokenAuthenticationFailures/untyped``).
  ///
  /// The parameters are those of
  /// ``init(store:refreshLock:policy:isInvalidToken:isTerminalRefreshError:onSessionExpired:failures:refresh:)``.
  public convenience init(
    store: any CredentialStore<any Error>,
    refreshLock: (any RefreshLock<any Error>)? = nil,
    policy: TokenAuthenticationPolicy = TokenAuthenticationPolicy(),
    isInvalidToken: @escaping @Sendable (any Error) -> Bool,
    isTerminalRefreshError: @escaping @Sendable (any Error) -> Bool,
    onSessionExpired: @escaping @Sendable () -> Void = {},
    refresh: @escaping @Sendable (RefreshToken) async throws -> Credential
  ) {
    self.init(
      store: store, refreshLock: refreshLock, policy: policy, isInvalidToken: isInvalidToken,
      isTerminalRefreshError: isTerminalRefreshError, onSessionExpired: onSessionExpired,
      failures: .untyped, refresh: refresh)
  }
}
