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

    let finished = await withinDeadline { await harness.concurrentCalls(1000) }

    // Durations belong to scripts/bench token; a deadlock would never finish.
    let calls = try #require(finished, "1000 callers did not finish within 60 s")
    #expect(calls.allSatisfy { (try? $0.result.get()) == "ok t1" })
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
    let box = Mutex<TokenAuthenticator<any Error>?>(nil)
    let innerResult = Mutex<Result<String, any Error>?>(nil)
    let harness = Harness(refresh: { _ in
      { _ in
        let authenticator = try #require(box.withLock { $0 })
        let result = await capture {
          try await authenticator.authenticated { token in token.rawValue }
        }
        innerResult.withLock { $0 = result }
        throw try #require(result.error)
      }
    })
    box.withLock { $0 = harness.authenticator }

    let outer = await withinDeadline { await capture { try await harness.call() } }

    // "Fast" is an order: the inner call would wait for the refresh that is running it, which
    // cannot end before the inner call returns, so a call that returns at all did not wait.
    let result = try #require(outer, "the refresh waited on itself for 60 s")
    #expect(
      result.error as? TokenAuthenticationError
        == .refreshFailed(
          error: TokenAuthenticationError.reentrantRefresh,
          originalError: Unauthorized(token: "t0")))
    let inner = try #require(innerResult.withLock { $0 })
    #expect(inner.error as? TokenAuthenticationError == .reentrantRefresh)
  }
}
