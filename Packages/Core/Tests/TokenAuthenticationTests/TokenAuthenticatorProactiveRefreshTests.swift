import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Proactive refresh")
struct TokenAuthenticatorProactiveRefreshTests {
  @Test("B4 proactive refresh with margin: no request carries the expiring token")
  func proactiveRefreshWithMargin() async throws {
    let harness = Harness(
      credential: initialCredential(expiresIn: 30),
      validAccessTokens: ["t0"],
      policy: TokenAuthenticationPolicy(refreshMargin: .seconds(60))
    )

    let calls = await harness.concurrentCalls(1000)

    #expect(calls.allSatisfy { (try? $0.result.get()) == "ok t1" })
    #expect(calls.allSatisfy { $0.record.tokens == [token("t1")] })
    #expect(await harness.server.refreshCount == 1)
    #expect(await harness.server.requests(with: "t0") == 0)
    #expect(await harness.server.totalRequests == 1000)
  }

  @Test("B22 proactive-loop guard: a token inside the margin from a refresh is used")
  func proactiveLoopGuard() async throws {
    let harness = Harness(
      credential: initialCredential(expiresIn: 30),
      policy: TokenAuthenticationPolicy(refreshMargin: .seconds(60))
    )
    await harness.server.setExpiresIn(.seconds(30))

    var results: [String] = []
    for _ in 0..<10 { results.append(try await harness.call()) }

    #expect(results == Array(repeating: "ok t1", count: 10))
    #expect(await harness.server.refreshCount == 1)
    #expect(
      harness.store.load()?.expiresAt == ManualClock.start.addingTimeInterval(30))
  }

  @Test("B23 clock-skew robustness: a wall clock 1 h ahead causes no renew loop")
  func clockSkewRobustness() async throws {
    let harness = Harness(validAccessTokens: ["t0"])
    harness.clock.advanceWall(by: 3600 + 1)

    for _ in 0..<100 { _ = try await harness.call() }

    #expect(await harness.server.refreshCount == 1)
    // Expiry comes from expires_in at local receipt, so the new token does not look expired.
    #expect(
      harness.store.load()?.expiresAt == harness.clock.now.addingTimeInterval(3600))

    await harness.server.revokeAccessTokens()
    let record = CallRecord()
    #expect(try await harness.call(record) == "ok t2")
    #expect(record.tokens == [token("t1"), token("t2")])
    #expect(await harness.server.refreshCount == 2)
  }
}
