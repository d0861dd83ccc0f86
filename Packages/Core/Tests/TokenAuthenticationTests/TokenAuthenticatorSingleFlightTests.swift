import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Single-flight refresh")
struct TokenAuthenticatorSingleFlightTests {
  @Test("B1 single-flight reactive refresh: 1000 callers share 1 refresh")
  func singleFlightReactiveRefresh() async throws {
    let harness = Harness()
    await harness.server.holdResponses(untilRequests: 1000, with: "t0")
    await harness.server.setRefreshLatency(.milliseconds(50))

    let calls = await harness.concurrentCalls(1000)

    #expect(calls.filter { (try? $0.result.get()) == "ok t1" }.count == 1000)
    #expect(calls.allSatisfy { $0.record.tokens == [token("t0"), token("t1")] })
    #expect(await harness.server.refreshCount == 1)
    #expect(await harness.server.totalRequests == 2000)
    await harness.expectMetricsMatchServer()
  }

  @Test("B2 stale-token short-circuit: 401s spread over 2 s cause 1 refresh")
  func staleTokenShortCircuit() async throws {
    let harness = Harness()
    await harness.server.holdResponses(untilRequests: 1000, with: "t0")
    await harness.server.setRefreshLatency(.milliseconds(10))

    let calls = await harness.concurrentCalls(1000) { index, token in
      token == AccessToken("t0") ? .milliseconds(index * 2) : .zero
    }

    #expect(calls.filter { (try? $0.result.get()) == "ok t1" }.count == 1000)
    #expect(await harness.server.refreshCount == 1)
    #expect(harness.authenticator.metrics.staleTokenRetries > 0)
    await harness.expectMetricsMatchServer()
  }

  @Test("B3 atomic check-then-refresh: never more than 1 refresh per generation")
  func atomicCheckThenRefresh() async throws {
    let iterations = 10_000
    var worstRefreshCount = 0
    var failedCalls = 0
    for iteration in 0..<iterations {
      let racers = 2 + iteration % 7
      let harness = Harness(
        validAccessTokens: [],
        recoveryHook: {
          for _ in 0..<Int.random(in: 0...3) { await Task.yield() }
        }
      )
      let calls = await harness.concurrentCalls(racers)
      worstRefreshCount = max(worstRefreshCount, await harness.server.refreshCount)
      failedCalls += calls.filter { $0.result.error != nil }.count
    }
    #expect(worstRefreshCount == 1)
    #expect(failedCalls == 0)
  }

  @Test("B5 calls that start during a reactive refresh wait for it")
  func callsDuringRefreshWait() async throws {
    let harness = Harness()
    await harness.server.setRefreshLatency(.milliseconds(200))
    let first = Task { try await harness.call() }
    #expect(await eventually { await harness.server.refreshCount == 1 })

    let calls = await harness.concurrentCalls(100)

    #expect(try await first.value == "ok t1")
    #expect(calls.allSatisfy { $0.record.tokens == [token("t1")] })
    #expect(await harness.server.requests(with: "t0") == 1)
    #expect(await harness.server.totalRequests == 2 + 100)
    await harness.expectMetricsMatchServer()
  }
}
