import Foundation
import Testing

@testable import TokenAuthentication

/// The wrapper reports through the closures it is given (each call of `refresh` is one request
/// to the token endpoint; `onSessionExpired`) and through its typed errors; a caller counts
/// refreshes by wrapping its refresh closure, as `HookRecorder` does here.
@Suite("Observability")
struct TokenAuthenticatorObservabilityTests {
  @Test("B25 refresh start, end and session expiry reach the hooks and match the server")
  func refreshHooks() async throws {
    let harness = Harness()
    await harness.server.holdResponses(untilRequests: 2, with: "t0")

    // A reactive refresh and a late rejection of the replaced token.
    async let early = harness.call()
    async let late = harness.lateCall { harness.store.load()?.accessToken == AccessToken("t1") }
    #expect(try await [early, late] == ["ok t1", "ok t1"])
    // A terminal refresh failure.
    await harness.server.revokeAccessTokens()
    await harness.server.failNextRefreshes(with: [TokenEndpointError.invalidGrant])
    let expired = await capture { try await harness.call() }.error

    #expect(
      harness.recorder.hooks == [
        .refreshStarted, .refreshSucceeded, .refreshStarted, .refreshFailed, .loginExpired,
      ])
    #expect(harness.recorder.count(.refreshStarted) == (await harness.server.refreshCount))
    #expect(
      expired as? TokenAuthenticationError
        == .loginExpired(
          refreshError: TokenEndpointError.invalidGrant, originalError: Unauthorized(token: "t1")))
  }

  @Test("B25 the latch and the window show in the errors, with no refresh behind them")
  func latchAndWindowErrors() async throws {
    let harness = Harness(policy: TokenAuthenticationPolicy(maximumRefreshes: 1))
    await harness.server.failNextRefreshes(with: [TokenEndpointError.unavailable(status: 503)])
    await harness.server.holdResponses(untilRequests: 2, with: "t0")
    let earlyFinished = Flag()

    async let early: Result<String, any Error> = {
      let result = await capture { try await harness.call() }
      earlyFinished.raise()
      return result
    }()
    // Rejected only after the refresh failed: the latch answers (the full window would not).
    async let late = capture {
      try await harness.lateCall { earlyFinished.isRaised }
    }
    let concurrent = await [early, late]
    let afterwards = await capture { try await harness.call() }
    let errors = (concurrent + [afterwards]).map {
      $0.error as? TokenAuthenticationError
    }

    let original = Unauthorized(token: "t0")
    let failed = TokenAuthenticationError.refreshFailed(
      error: TokenEndpointError.unavailable(status: 503), originalError: original)
    #expect(errors == [failed, failed, .excessiveRefresh(originalError: original)])
    #expect(harness.recorder.hooks == [.refreshStarted, .refreshFailed])
    #expect(await harness.server.refreshCount == 1)
  }
}
