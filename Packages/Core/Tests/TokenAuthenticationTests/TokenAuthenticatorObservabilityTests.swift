import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Observability")
struct TokenAuthenticatorObservabilityTests {
  @Test("B25 events and counters match what the server saw")
  func eventsAndCounters() async throws {
    let harness = Harness()
    await harness.server.holdResponses(untilRequests: 2, with: "t0")

    // A reactive refresh and a late rejection of the replaced token.
    async let early = harness.call()
    async let late = harness.lateCall {
      harness.authenticator.credential?.accessToken == AccessToken("t1")
    }
    #expect(try await [early, late] == ["ok t1", "ok t1"])
    #expect(await harness.server.refreshCount == 1)

    // A terminal refresh failure.
    await harness.server.revokeAccessTokens()
    await harness.server.failNextRefreshes(with: [TokenEndpointError.invalidGrant])
    _ = await capture { try await harness.call() }

    #expect(
      harness.recorder.events == [
        .refreshStarted(generation: 1),
        .refreshSucceeded(generation: 1),
        .staleTokenRetried(generation: 1),
        .refreshStarted(generation: 2),
        .refreshFailed(generation: 2, isTerminal: true),
        .sessionExpired(generation: 2),
      ])
    #expect(
      harness.authenticator.metrics
        == TokenAuthenticationMetrics(
          refreshes: 2, refreshFailures: 1, staleTokenRetries: 1, sessionExpirations: 1))
    #expect(harness.recorder.sessionExpirations == 1)
    await harness.expectMetricsMatchServer()
  }

  @Test("B25 the latch and the window are reported")
  func latchAndWindowEvents() async throws {
    let harness = Harness(
      policy: TokenAuthenticationPolicy(refreshWindow: RefreshWindow(maximumRefreshes: 1)))
    await harness.server.failNextRefreshes(with: [TokenEndpointError.unavailable(status: 503)])
    await harness.server.setRefreshLatency(.milliseconds(20))
    await harness.server.holdResponses(untilRequests: 2, with: "t0")

    async let early = capture { try await harness.call() }
    async let late = capture {
      try await harness.lateCall { harness.authenticator.metrics.refreshFailures == 1 }
    }
    _ = await [early, late]
    _ = await capture { try await harness.call() }

    #expect(
      harness.recorder.events == [
        .refreshStarted(generation: 1),
        .refreshFailed(generation: 1, isTerminal: false),
        .failureLatched(generation: 1),
        .excessiveRefresh(generation: 1),
      ])
    #expect(
      harness.authenticator.metrics
        == TokenAuthenticationMetrics(
          refreshes: 1, refreshFailures: 1, latchedFailures: 1, excessiveRefreshes: 1))
    await harness.expectMetricsMatchServer()
  }
}
