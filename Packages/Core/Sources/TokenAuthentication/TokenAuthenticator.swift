import Foundation
import Synchronization

/// Runs API calls with a valid access token, refreshing it when needed: the generic wrapper
/// behind every authenticated repository method.
///
/// ```swift
/// func bookmarks() async throws -> [SessionEntity] {
///   try await authenticator.authenticated { token in try await api.bookmarks(token: token) }
/// }
/// ```
///
/// - Before sending, a token that expires within the policy's margin is refreshed (once per
///   credential; never one the authenticator has just received).
/// - When the body throws an error `isInvalidToken` accepts, the call refreshes at most once and
///   runs the body once more with the new token; a second rejection is final.
/// - Refreshes are single-flight: every caller of the same credential generation joins one
///   refresh, which runs in a task owned by the authenticator, so cancelling a caller never
///   cancels it. A caller whose token was already replaced retries with the current one.
/// - A failed refresh fails all its waiters, and late rejections of the same generation, with the
///   same error; a terminal one (`isTerminalRefreshError`) clears the credential and calls
///   `onSessionExpired` once.
/// - ``logout()`` and ``setCredential(_:)`` fence off refreshes in flight: their results are
///   dropped.
///
/// The uncontended path with a valid token costs one mutex acquisition and one wall-clock
/// reading. The body runs in the caller's isolation; user code never runs under the mutex.
public final class TokenAuthenticator: Sendable {
  let state = Mutex(AuthenticatorState())
  let waiterIDs = Atomic<UInt64>(0)
  let writeGate = AsyncGate()
  let store: any CredentialStore
  let refreshLock: (any RefreshLock)?
  let policy: TokenAuthenticationPolicy
  let clock: TokenAuthenticationClock
  let isInvalidToken: @Sendable (any Error) -> Bool
  let isTerminalRefreshError: @Sendable (any Error) -> Bool
  let refreshTokens: @Sendable (RefreshToken) async throws -> TokenGrant
  let onEvent: @Sendable (TokenAuthenticationEvent) -> Void
  let onSessionExpired: @Sendable () -> Void
  /// Test seam: runs between classifying an invalid-token error and joining the refresh.
  let recoveryHook: (@Sendable () async -> Void)?

  /// Creates an authenticator for the credential in `store`, which it loads on first use.
  ///
  /// - Parameters:
  ///   - store: Where the credential is read from and written to.
  ///   - refreshLock: Held around each refresh; pass one shared by every authenticator (and
  ///     process) that uses `store`. `nil` when this is the only one.
  ///   - policy: Margin, refresh window and timeout.
  ///   - clock: Wall clock, monotonic clock and sleep.
  ///   - isInvalidToken: Whether an error the body threw means "this token was rejected"
  ///     (typically HTTP 401). Only these errors trigger a refresh.
  ///   - isTerminalRefreshError: Whether an error the refresh threw means the refresh token is
  ///     dead (`invalid_grant`, 400/401 from the token endpoint). Other errors are transient.
  ///   - onEvent: Called for each ``TokenAuthenticationEvent``, outside any lock.
  ///   - onSessionExpired: Called once each time a terminal refresh error ends the session.
  ///   - refresh: Calls the token endpoint. It must not call this authenticator.
  public convenience init(
    store: any CredentialStore,
    refreshLock: (any RefreshLock)? = nil,
    policy: TokenAuthenticationPolicy = TokenAuthenticationPolicy(),
    clock: TokenAuthenticationClock = .live,
    isInvalidToken: @escaping @Sendable (any Error) -> Bool,
    isTerminalRefreshError: @escaping @Sendable (any Error) -> Bool,
    onEvent: @escaping @Sendable (TokenAuthenticationEvent) -> Void = { _ in },
    onSessionExpired: @escaping @Sendable () -> Void = {},
    refresh: @escaping @Sendable (RefreshToken) async throws -> TokenGrant
  ) {
    self.init(
      store: store,
      refreshLock: refreshLock,
      policy: policy,
      clock: clock,
      isInvalidToken: isInvalidToken,
      isTerminalRefreshError: isTerminalRefreshError,
      onEvent: onEvent,
      onSessionExpired: onSessionExpired,
      refresh: refresh,
      recoveryHook: nil
    )
  }

  init(
    store: any CredentialStore,
    refreshLock: (any RefreshLock)?,
    policy: TokenAuthenticationPolicy,
    clock: TokenAuthenticationClock,
    isInvalidToken: @escaping @Sendable (any Error) -> Bool,
    isTerminalRefreshError: @escaping @Sendable (any Error) -> Bool,
    onEvent: @escaping @Sendable (TokenAuthenticationEvent) -> Void,
    onSessionExpired: @escaping @Sendable () -> Void,
    refresh: @escaping @Sendable (RefreshToken) async throws -> TokenGrant,
    recoveryHook: (@Sendable () async -> Void)?
  ) {
    self.store = store
    self.refreshLock = refreshLock
    self.policy = policy
    self.clock = clock
    self.isInvalidToken = isInvalidToken
    self.isTerminalRefreshError = isTerminalRefreshError
    self.onEvent = onEvent
    self.onSessionExpired = onSessionExpired
    self.refreshTokens = refresh
    self.recoveryHook = recoveryHook
  }

  /// Runs `body` with a valid access token, refreshing and re-running it once if the server
  /// rejects the token.
  ///
  /// `body` runs in the caller's isolation (a `@MainActor` caller may capture main-actor state)
  /// at most twice, or once with ``RetryPolicy/never(refreshesOnFailure:)``; it is rebuilt from
  /// scratch on the second run, so build the request inside it.
  ///
  /// - Throws: What `body` throws, unchanged, unless it is an invalid-token error; a
  ///   ``TokenAuthenticationError`` for the wrapper's own failures (the second rejection becomes
  ///   ``TokenAuthenticationError/invalidToken(error:originalError:)``); `CancellationError`
  ///   when the calling task is cancelled while it waits for a refresh.
  public func authenticated<T>(
    retry: RetryPolicy = .once,
    _ body: (AccessToken) async throws -> T
  ) async throws -> T {
    let lease = try await acquireLease()
    do {
      return try await body(lease.token)
    } catch {
      guard isInvalidToken(error), retry != .never(refreshesOnFailure: false) else { throw error }
      if let recoveryHook { await recoveryHook() }
      let next = try await waitForLease(.recovery(from: lease, originalError: error))
      guard retry == .once else { throw error }
      do {
        return try await body(next.token)
      } catch let secondError {
        guard isInvalidToken(secondError) else { throw secondError }
        throw TokenAuthenticationError.invalidToken(error: secondError, originalError: error)
      }
    }
  }

  /// The credential in use; `nil` before the first call has loaded the store, or when none.
  public var credential: Credential? {
    state.withLock { $0.credential }
  }

  /// Running totals since creation.
  public var metrics: TokenAuthenticationMetrics {
    state.withLock { $0.metrics }
  }

  /// Makes `credential` current (after a login) and saves it.
  ///
  /// Starts a new generation: a refresh in flight is cancelled and its result dropped, and its
  /// waiters fail with ``TokenAuthenticationError/loggedOut(originalError:)``.
  ///
  /// - Throws: The store's error; the credential is in use even then.
  public func setCredential(_ credential: Credential) async throws {
    try await replaceCredential(with: credential)
  }

  /// Forgets the credential and clears the store.
  ///
  /// Starts a new generation: a refresh in flight is cancelled and its result dropped (it can
  /// never bring the credential back), and its waiters fail with
  /// ``TokenAuthenticationError/loggedOut(originalError:)``.
  ///
  /// - Throws: The store's error; the in-memory credential is gone even then.
  public func logout() async throws {
    try await replaceCredential(with: nil)
  }

  /// The lease for a new call: the fast path under the mutex, else a wait.
  private func acquireLease() async throws -> TokenLease {
    let now = clock.now()
    let lease = state.withLock { state -> TokenLease? in
      guard state.operation == nil, let credential = state.credential else { return nil }
      if let deadline = state.refreshDeadline, now >= deadline { return nil }
      return TokenLease(
        token: credential.accessToken, generation: state.generation, epoch: state.epoch)
    }
    if let lease { return lease }
    return try await waitForLease(.acquisition)
  }

  private func replaceCredential(with credential: Credential?) async throws {
    let (effects, generation) = state.withLock { state in
      var effects = Effects()
      effects.events.append(.credentialReplaced(generation: state.generation))
      if let operation = state.operation {
        state.operation = nil
        effects.cancellations += [operation.task, operation.timer].compactMap { $0 }
        // Waiters of a refresh belonged to the ended session; waiters of the first load just
        // decide again with the new state.
        let outcome: WaiterOutcome =
          operation.context.kind == .load ? .retry : .failure(.loggedOut, fallback: nil)
        for waiter in operation.waiters.values {
          effects.resumptions.append((waiter, outcome))
        }
      }
      state.isLoaded = true
      state.absence = credential == nil ? .loggedOut : .none
      install(credential, isFresh: false, in: &state)
      return (effects, state.generation)
    }
    perform(effects)
    let write: StoreWrite =
      if let credential {
        .save(credential, generation: generation)
      } else {
        .clear(generation: generation)
      }
    try await writeGate.withLock { try await self.write(write) }
  }
}
