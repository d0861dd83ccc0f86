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
  @Test("B26 a valid token takes the fast path: no suspension, no store read, no refresh")
  @MainActor
  func fastPath() async throws {
    // What the fast path costs is measured by TokenAuthenticationBenchmark (scripts/bench token,
    // docs/benchmarks.md); here it is checked by what it does.
    let harness = Harness(validAccessTokens: ["t0"])
    let body: (AccessToken) async -> Int = { $0.rawValue.utf8.count }
    _ = try await harness.authenticator.authenticated(body)
    #expect(harness.store.loads == 1)
    let calls = 10_000
    // A waiter's continuation or an actor hop anywhere in the wrapper would let the probe run.
    let probe = InterleavingProbe()
    let probing = Task { @MainActor in probe.hasRun = true }

    var sum = 0
    for _ in 0..<calls { sum += try await harness.authenticator.authenticated(body) }
    let hasSuspended = probe.hasRun
    await probing.value

    #expect(sum == calls * 2)
    #expect(!hasSuspended)
    #expect(probe.hasRun)
    #expect(harness.store.loads == 1)
    #expect(harness.recorder.hooks == [])
  }
}
