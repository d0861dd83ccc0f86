import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Cancellation")
struct TokenAuthenticatorCancellationTests {
  @Test("B12 a cancelled waiter leaves promptly and does not cancel the shared refresh")
  func cancelledWaiterLeavesPromptly() async throws {
    let harness = Harness()
    await harness.server.holdRefreshes()
    let starterLeft = Flag()
    let starter = Task {
      defer { starterLeft.raise() }
      return try await harness.call()
    }
    #expect(await eventually { harness.isRefreshHeld(withWaitingCalls: 1) })
    let others = Task { await harness.concurrentCalls(99) }
    #expect(await eventually { harness.isRefreshHeld(withWaitingCalls: 100) })

    starter.cancel()
    // "Promptly" is an order, not a duration: the starter leaves while the refresh it started is
    // still held, so it cannot have waited for it.
    #expect(await eventually { starterLeft.isRaised })
    #expect(harness.authenticator.waitingCalls == 99)
    #expect(await harness.server.refreshCount == 1)
    await harness.server.releaseRefreshes()

    #expect(await starter.result.error is CancellationError)
    let calls = await others.value
    #expect(calls.allSatisfy { (try? $0.result.get()) == "ok t1" })
    #expect(calls.allSatisfy { $0.record.tokens.last == token("t1") })
    #expect(await harness.server.refreshCount == 1)
  }

  @Test("a caller cancelled before it calls gets CancellationError: no load, no refresh, no body")
  func cancelledCallerBeforeLoad() async throws {
    let harness = Harness(validAccessTokens: ["t0"])
    let record = CallRecord()

    let result = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await capture { try await harness.call(record) }
    }.value

    #expect(result.error is CancellationError)
    #expect(record.tokens == [])
    #expect(harness.store.loads == 0)
    #expect(harness.recorder.hooks == [])
    // The same call, not cancelled, loads the credential and runs its body.
    #expect(try await harness.call(record) == "ok t0")
    #expect(harness.store.loads == 1)
  }

  @Test(
    "a caller cancelled before it calls is not served from memory, nor refreshed for",
    arguments: [false, true])
  func cancelledCallerWhenLoaded(needsRefresh: Bool) async throws {
    let harness = Harness(validAccessTokens: ["t0"])
    #expect(try await harness.call() == "ok t0")
    if needsRefresh {
      // Now inside the 60 s margin: the next call would refresh before sending.
      harness.clock.advanceWall(by: 3600 - 30)
    }
    let record = CallRecord()

    let result = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await capture { try await harness.call(record) }
    }.value

    #expect(result.error is CancellationError)
    #expect(record.tokens == [])
    #expect(harness.store.loads == 1)
    #expect(harness.recorder.hooks == [])
    #expect(await harness.server.refreshCount == 0)
  }

  @Test("a caller cancelled while its body runs starts no refresh after the rejection")
  func cancelledDuringBody() async throws {
    let harness = Harness()
    let record = CallRecord()

    let result = await Task {
      await capture {
        try await harness.authenticator.authenticated { token in
          record.append(token)
          withUnsafeCurrentTask { $0?.cancel() }
          return try await harness.server.request(with: token)
        }
      }
    }.value

    #expect(result.error is CancellationError)
    #expect(record.tokens == [token("t0")])
    #expect(harness.recorder.hooks == [])
    #expect(await harness.server.refreshCount == 0)
    #expect(await harness.currentToken() == token("t0"))
  }

  @Test("B13 the refresh outlives its waiters and its result is kept")
  func refreshOutlivesWaiters() async throws {
    let harness = Harness()
    await harness.server.holdRefreshes()
    let waiters = (0..<10).map { _ in Task { try await harness.call() } }
    #expect(await eventually { harness.isRefreshHeld(withWaitingCalls: 10) })

    // Every waiter leaves while the refresh is held; the refresh goes on without them.
    for waiter in waiters { waiter.cancel() }
    for waiter in waiters { #expect(await waiter.result.error is CancellationError) }
    #expect(harness.server.heldRefreshes == 1)
    await harness.server.releaseRefreshes()

    #expect(await eventually { harness.store.load()?.accessToken == token("t1") })
    let record = CallRecord()
    #expect(try await harness.call(record) == "ok t1")
    #expect(record.tokens == [token("t1")])
    #expect(await harness.server.refreshCount == 1)
    #expect(await harness.server.invalidGrants == 0)
  }

  @Test("B13 the refreshed credential is stored before any waiter runs its retry")
  func storesBeforeResumingWaiters() async throws {
    // A process may exit as soon as its call returns; the rotated refresh token must already
    // be stored by then, or the next process would send the old one again. The save here waits
    // until the test lets it land, so a waiter resumed before the save would run its retry
    // while the save is still held and see nothing new.
    let store = HeldSavingStore(credential: initialCredential())
    let server = FakeAuthServer(validAccessTokens: [])
    let authenticator = TokenAuthenticator(
      store: store, isInvalidToken: { $0 is Unauthorized }, isTerminalRefreshError: { _ in false },
      refresh: { try await server.refresh($0).credential(receivedAt: ManualClock.start) })
    let call = Task {
      try await authenticator.authenticated { accessToken in
        if accessToken == token("t0") {
          return try await server.request(with: accessToken)
        }
        return store.saved?.accessToken.rawValue ?? "nothing stored yet"
      }
    }
    #expect(await eventually { store.heldSaves == 1 })
    store.releaseSaves()

    #expect(try await call.value == "t1")
    #expect(await server.refreshCount == 1)
  }

  @Test("B13 a refreshed credential that cannot be stored fails every waiter, never silently")
  func unsavedRefreshFailsWaiters() async throws {
    // Under rotation the stored refresh token is spent once the server has answered: a call
    // that succeeded now would let its process exit with the only copy of the new one in memory.
    let store = SaveFailingStore(credential: initialCredential())
    let server = FakeAuthServer(validAccessTokens: [])
    await server.holdResponses(untilRequests: 10, with: "t0")
    await server.holdRefreshes()
    let clock = ManualClock()
    let authenticator = TokenAuthenticator(
      store: store, policy: clock.driving(TokenAuthenticationPolicy()),
      isInvalidToken: { $0 is Unauthorized }, isTerminalRefreshError: { _ in false },
      refresh: { try await server.refresh($0).credential(receivedAt: clock.now) })
    let records = (0..<10).map { _ in CallRecord() }

    async let concurrentErrors = withTaskGroup(of: (any Error)?.self) { group in
      for record in records {
        group.addTask {
          await capture {
            try await authenticator.authenticated { token in
              record.append(token)
              return try await server.request(with: token)
            }
          }.error
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    // All ten were rejected and wait for the one refresh before it answers.
    #expect(await eventually { server.heldRefreshes == 1 && authenticator.waitingCalls == 10 })
    await server.releaseRefreshes()
    let errors = await concurrentErrors

    let expected = TokenAuthenticationError.credentialNotSaved(
      error: SaveFailingStore.DiskFull(), originalError: Unauthorized(token: "t0"))
    #expect(
      errors.map { $0 as? TokenAuthenticationError }
        == Array(repeating: expected, count: 10))
    #expect(records.map(\.tokens) == Array(repeating: [token("t0")], count: 10))
    #expect(await server.refreshCount == 1)
    #expect(store.saveAttempts == 1)
    // The new credential stays in use in memory: the session goes on without a new refresh.
    #expect(try await authenticator.authenticated { try await server.request(with: $0) } == "ok t1")
    #expect(await server.refreshCount == 1)
  }

  @Test("B13 a proactive refresh that cannot be stored fails the call before its body runs")
  func unsavedProactiveRefreshFailsTheCall() async throws {
    let store = SaveFailingStore(credential: initialCredential(expiresIn: 30))
    let server = FakeAuthServer(validAccessTokens: ["t0"])
    let clock = ManualClock()
    let authenticator = TokenAuthenticator(
      store: store, policy: clock.driving(TokenAuthenticationPolicy()),
      isInvalidToken: { $0 is Unauthorized }, isTerminalRefreshError: { _ in false },
      refresh: { try await server.refresh($0).credential(receivedAt: clock.now) })
    let record = CallRecord()

    let error = await capture {
      try await authenticator.authenticated { token in
        record.append(token)
        return try await server.request(with: token)
      }
    }.error

    #expect(
      error as? TokenAuthenticationError
        == .credentialNotSaved(error: SaveFailingStore.DiskFull(), originalError: nil))
    #expect(record.tokens == [])
    #expect(await server.refreshCount == 1)
  }
}

/// A credential store whose saves wait until the test releases them.
private final class HeldSavingStore: CredentialStore {
  typealias Failure = any Error

  private let inner: InMemoryCredentialStore
  private let gate = Gate(isOpen: false)

  init(credential: Credential?) {
    inner = InMemoryCredentialStore(credential: credential)
  }

  /// What the store holds now.
  var saved: Credential? { inner.load() }

  /// How many saves wait for `releaseSaves()`.
  var heldSaves: Int { gate.waiting }

  /// Lets the held saves land, and those that come later.
  func releaseSaves() { gate.open() }

  func load() async throws -> Credential? { inner.load() }

  func save(_ credential: Credential) async throws {
    try await gate.pass(isCancellable: false)
    inner.save(credential)
  }

  func clear() async throws { inner.clear() }
}
