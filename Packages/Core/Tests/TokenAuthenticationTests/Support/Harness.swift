import Foundation
import Synchronization
import Testing

@testable import TokenAuthentication

/// Tokens by name: `t0` is the stored access token, `tN` the one the Nth refresh returns.
func token(_ name: String) -> AccessToken { AccessToken(name) }

/// The credential every scenario starts with: `t0`/`r0`, expiring an hour after the clock's start.
func initialCredential(expiresIn seconds: TimeInterval = 3600) -> Credential {
  Credential(
    accessToken: AccessToken("t0"),
    refreshToken: RefreshToken("r0"),
    expiresAt: ManualClock.start.addingTimeInterval(seconds)
  )
}

/// A refresh closure built from the server, for scenarios that shape the refresh.
typealias RefreshFactory =
  @Sendable (FakeAuthServer) ->
  @Sendable (RefreshToken) async throws ->
  Credential

/// The fake server, a store, manual clocks, the hook recorder and the authenticator under test.
struct Harness: Sendable {
  let server: FakeAuthServer
  let store: InMemoryCredentialStore
  let clock: ManualClock
  let recorder: HookRecorder
  let authenticator: TokenAuthenticator<any Error>

  init(
    credential: Credential? = initialCredential(),
    validAccessTokens: Set<String> = [],
    policy: TokenAuthenticationPolicy = TokenAuthenticationPolicy(),
    server: FakeAuthServer? = nil,
    store: InMemoryCredentialStore? = nil,
    clock: ManualClock = ManualClock(),
    refreshLock: (any RefreshLock<any Error>)? = nil,
    refresh: RefreshFactory? = nil
  ) {
    let server = server ?? FakeAuthServer(validAccessTokens: validAccessTokens)
    let store = store ?? InMemoryCredentialStore(credential: credential)
    let recorder = HookRecorder()
    let defaultRefresh: @Sendable (RefreshToken) async throws -> Credential = {
      try await server.refresh($0).credential(receivedAt: clock.now)
    }
    self.server = server
    self.store = store
    self.clock = clock
    self.recorder = recorder
    authenticator = TokenAuthenticator(
      store: store,
      refreshLock: refreshLock,
      policy: clock.driving(policy),
      isInvalidToken: { $0 is Unauthorized },
      isTerminalRefreshError: { ($0 as? TokenEndpointError) == .invalidGrant },
      onSessionExpired: { recorder.record(.loginExpired) },
      refresh: recorder.recording(refresh?(server) ?? defaultRefresh)
    )
  }

  /// One authenticated API call whose body records its tokens in `record`.
  func call(_ record: CallRecord = CallRecord(), canRetry: Bool = true) async throws -> String {
    try await authenticator.authenticated(canRetry: canRetry) { token in
      record.append(token)
      return try await server.request(with: token)
    }
  }

  /// Whether a refresh is held at the server with `count` calls waiting for it (not merely for the
  /// load before it): the state a test sets up before it cancels, logs out or releases.
  func isRefreshHeld(withWaitingCalls count: Int) -> Bool {
    server.heldRefreshes == 1 && authenticator.waitingCalls == count
  }

  /// The token a call would send now; runs no request. `nil` when the call fails.
  func currentToken() async -> AccessToken? {
    try? await authenticator.authenticated { $0 }
  }

  /// A call whose rejections reach the wrapper only once `condition` holds: a late 401.
  func lateCall(
    _ record: CallRecord = CallRecord(),
    until condition: @escaping @Sendable () -> Bool
  ) async throws -> String {
    try await authenticator.authenticated { token in
      record.append(token)
      do {
        return try await server.request(with: token)
      } catch {
        _ = await eventually { condition() }
        throw error
      }
    }
  }

  /// Runs `count` calls at once; each gets its own record. The last `late` of them learn that
  /// their token was rejected only once all the others have finished: late 401s, ordered by the
  /// calls themselves rather than by latencies.
  func concurrentCalls(
    _ count: Int,
    late: Int = 0
  ) async -> [(record: CallRecord, result: Result<String, any Error>)] {
    let records = (0..<count).map { _ in CallRecord() }
    let early = count - late
    let finishedEarly = Counter()
    let results = await withTaskGroup(of: (Int, Result<String, any Error>).self) { group in
      for (index, record) in records.enumerated() {
        group.addTask {
          guard index < early else {
            let result = await capture {
              try await lateCall(record) { finishedEarly.value == early }
            }
            return (index, result)
          }
          let result = await capture { try await call(record) }
          finishedEarly.increment()
          return (index, result)
        }
      }
      var results = [Result<String, any Error>?](repeating: nil, count: count)
      for await (index, result) in group { results[index] = result }
      return results
    }
    return zip(records, results).map { ($0, $1 ?? .failure(CancellationError())) }
  }
}

/// The result of `body`, as a value.
func capture<T>(_ body: () async throws -> T) async -> Result<T, any Error> {
  do {
    return .success(try await body())
  } catch {
    return .failure(error)
  }
}

/// The error of `result`, if it failed.
extension Result {
  var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The value of `body`, or `nil` when it has not returned by `timeout` (and is then cancelled):
/// how a test says "does not deadlock". The deadline is generous, so only a hang reaches it; it
/// is not a duration to assert.
func withinDeadline<T: Sendable>(
  _ timeout: Duration = .seconds(120),
  _ body: @escaping @Sendable () async -> T
) async -> T? {
  await withTaskGroup(of: T?.self) { group in
    group.addTask { await body() }
    group.addTask {
      try? await Task.sleep(for: timeout)
      return nil
    }
    let first = await group.next() ?? nil
    group.cancelAll()
    return first
  }
}

/// Polls `condition` every millisecond until it holds or `timeout` passes; returns at once when
/// it holds, so the generous default only costs time in a failing test (a loaded two-core machine
/// must never reach it).
func eventually(
  timeout: Duration = .seconds(120),
  _ condition: () async -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return await condition()
}

extension TokenAuthenticator {
  /// How many calls wait for the load or refresh in flight, so a test acts only once every call
  /// it started has joined the flight.
  var waitingCalls: Int { state.withLock { $0.flight?.waiters.count ?? 0 } }
}
