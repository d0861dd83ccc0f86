import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Refresh failures")
struct TokenAuthenticatorRefreshFailureTests {
  @Test("B8 failure fan-out and per-generation latch: 1000 callers, 1 refresh, 1 error")
  func failureFanOutAndLatch() async throws {
    let harness = Harness()
    await harness.server.holdResponses(untilRequests: 1000, with: "t0")
    await harness.server.failNextRefreshes(with: [TokenEndpointError.unavailable(status: 503)])

    // 500 of the 401s reach the wrapper only after the refresh has failed and the other 500
    // calls have finished with its error: the latch, not the flight, answers them.
    let calls = await harness.concurrentCalls(1000, late: 500)

    let expected = TokenAuthenticationError.refreshFailed(
      error: TokenEndpointError.unavailable(status: 503),
      originalError: Unauthorized(token: "t0"))
    #expect(
      calls.allSatisfy { $0.result.error as? TokenAuthenticationError == expected })
    #expect(calls.allSatisfy { $0.record.tokens == [token("t0")] })
    #expect(await harness.server.refreshCount == 1)
    #expect(harness.store.load() == initialCredential())
    #expect(await harness.currentToken() == token("t0"))
  }

  @Test("B9 the latch is not poison: a call after the failure refreshes again")
  func latchIsNotPoison() async throws {
    let harness = Harness()
    await harness.server.failNextRefreshes(with: [TokenEndpointError.unavailable(status: 503)])

    let first = await capture { try await harness.call() }.error
    let record = CallRecord()
    let second = try await harness.call(record)

    #expect(
      first as? TokenAuthenticationError
        == .refreshFailed(
          error: TokenEndpointError.unavailable(status: 503),
          originalError: Unauthorized(token: "t0")))
    #expect(second == "ok t1")
    #expect(record.tokens == [token("t0"), token("t1")])
    #expect(await harness.server.refreshCount == 2)
  }

  @Test("B10 a terminal refresh error ends the session once for 1000 waiters")
  func terminalRefreshErrorEndsSession() async throws {
    let harness = Harness()
    await harness.server.holdResponses(untilRequests: 1000, with: "t0")
    await harness.server.failNextRefreshes(with: [TokenEndpointError.invalidGrant])

    let calls = await harness.concurrentCalls(1000)

    let expected = TokenAuthenticationError.loginExpired(
      refreshError: TokenEndpointError.invalidGrant, originalError: Unauthorized(token: "t0"))
    #expect(
      calls.allSatisfy { $0.result.error as? TokenAuthenticationError == expected })
    #expect(harness.recorder.count(.loginExpired) == 1)
    #expect(harness.store.load() == nil)
    #expect(
      await capture { try await harness.call() }.error as? TokenAuthenticationError
        == .missingCredential)
  }

  @Test(
    "B10 a transient refresh error keeps the credential",
    arguments: [false, true]
  )
  func transientRefreshErrorKeepsCredential(countsTransientFailures: Bool) async throws {
    let harness = Harness(
      policy: TokenAuthenticationPolicy(countsTransientFailures: countsTransientFailures))
    await harness.server.failNextRefreshes(
      with: Array(repeating: URLError(.notConnectedToInternet), count: 10))

    var errors: [TokenAuthenticationError?] = []
    for _ in 0..<10 {
      errors.append(
        await capture { try await harness.call() }.error as? TokenAuthenticationError)
    }

    let offline = TokenAuthenticationError.refreshFailed(
      error: URLError(.notConnectedToInternet), originalError: Unauthorized(token: "t0"))
    let excessive = TokenAuthenticationError.excessiveRefresh(
      originalError: Unauthorized(token: "t0"))
    let expected =
      countsTransientFailures
      ? Array(repeating: offline, count: 5) + Array(repeating: excessive, count: 5)
      : Array(repeating: offline, count: 10)
    #expect(errors == expected)
    #expect(await harness.server.refreshCount == (countsTransientFailures ? 5 : 10))
    #expect(harness.store.load() == initialCredential())
    #expect(await harness.currentToken() == token("t0"))
    #expect(harness.recorder.count(.loginExpired) == 0)
  }

  @Test("B21 bounded refresh: 1000 waiters time out after 1 s and the next call refreshes")
  func boundedRefresh() async throws {
    // The refresh never answers by itself; the timeout sleeps on the harness's manual clock.
    let harness = Harness(policy: TokenAuthenticationPolicy(refreshTimeout: .seconds(1)))
    await harness.server.holdRefreshes()
    await harness.server.holdResponses(untilRequests: 1000, with: "t0")
    let concurrent = Task { await harness.concurrentCalls(1000) }
    #expect(await eventually { harness.isRefreshHeld(withWaitingCalls: 1000) })
    // The flight's timer sleeps for the timeout from the instant the refresh started (0).
    #expect(await eventually { harness.clock.sleepDeadlines == [.seconds(1)] })

    // Not before the timeout: nothing woke, so every caller still waits.
    harness.clock.advanceMonotonic(by: .milliseconds(999))
    #expect(harness.clock.sleepDeadlines == [.seconds(1)])
    #expect(harness.isRefreshHeld(withWaitingCalls: 1000))
    // At the timeout: all of them fail, though the refresh never answered.
    harness.clock.advanceMonotonic(by: .milliseconds(1))
    let calls = await concurrent.value

    let expected = TokenAuthenticationError.refreshTimedOut(
      originalError: Unauthorized(token: "t0"))
    #expect(
      calls.allSatisfy { $0.result.error as? TokenAuthenticationError == expected })
    #expect(calls.allSatisfy { $0.record.tokens == [token("t0")] })
    // The timeout cancelled the held refresh; the next call starts a new one.
    #expect(harness.server.heldRefreshes == 0)
    await harness.server.releaseRefreshes()
    #expect(try await harness.call() == "ok t1")
    #expect(await harness.server.refreshCount == 2)
  }
}
