import Foundation
import Testing

@testable import TokenAuthentication

/// Set by a main-actor task that can run only once the test's main-actor code suspends.
@MainActor
final class InterleavingProbe {
  var hasRun = false
}

@Suite("Fast path")
struct TokenAuthenticatorFastPathTests {
  @Test("B26 a valid token takes the fast path: the caller never suspends")
  @MainActor
  func fastPath() async throws {
    let harness = Harness(validAccessTokens: ["t0"])
    let body: (AccessToken) async -> Int = { $0.rawValue.utf8.count }
    _ = try await harness.authenticator.authenticated(body)
    let calls = 10_000
    // A waiter's continuation or an actor hop anywhere in the wrapper would let the probe run.
    let probe = InterleavingProbe()
    let probing = Task { @MainActor in probe.hasRun = true }

    var sum = 0
    let wrappedStart = ContinuousClock.now
    for _ in 0..<calls { sum += try await harness.authenticator.authenticated(body) }
    let wrapped = ContinuousClock.now - wrappedStart
    let hasSuspended = probe.hasRun
    let directStart = ContinuousClock.now
    for _ in 0..<calls { sum += await body(AccessToken("t0")) }
    let direct = ContinuousClock.now - directStart
    await probing.value

    #expect(sum == 2 * calls * 2)
    #expect(!hasSuspended)
    #expect(probe.hasRun)
    // A loose debug-build budget; the release benchmark measures the real cost.
    #expect((wrapped - direct) / calls < .microseconds(20))
  }
}
