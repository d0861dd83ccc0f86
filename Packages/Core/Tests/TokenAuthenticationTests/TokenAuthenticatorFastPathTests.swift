import Foundation
import Synchronization
import Testing

@testable import TokenAuthentication

@Suite("Fast path")
struct TokenAuthenticatorFastPathTests {
  @Test("B26 a valid token takes the fast path: no waiter, no continuation")
  func fastPath() async throws {
    let harness = Harness(validAccessTokens: ["t0"])
    let body: (AccessToken) async -> Int = { $0.rawValue.utf8.count }
    _ = try await harness.authenticator.authenticated(body)
    let entriesAfterLoad = harness.authenticator.state.withLock { $0.slowPathEntries }
    let clock = ContinuousClock()
    let calls = 10_000

    var sum = 0
    let wrapped = try await clock.measure {
      for _ in 0..<calls { sum += try await harness.authenticator.authenticated(body) }
    }
    let direct = await clock.measure {
      for _ in 0..<calls { sum += await body(AccessToken("t0")) }
    }

    #expect(sum == 2 * calls * 2)
    #expect(entriesAfterLoad == 2)
    #expect(harness.authenticator.state.withLock { $0.slowPathEntries } == entriesAfterLoad)
    // A loose debug-build budget; the release benchmark measures the real cost.
    #expect((wrapped - direct) / calls < .microseconds(20))
  }
}
