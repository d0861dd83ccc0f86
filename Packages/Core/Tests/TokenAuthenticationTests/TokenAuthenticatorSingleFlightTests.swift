import Foundation
import Synchronization
import Testing

@testable import TokenAuthentication

@Suite("Single-flight refresh")
struct TokenAuthenticatorSingleFlightTests {
  @Test("B1 single-flight reactive refresh: 1000 callers share 1 refresh")
  func singleFlightReactiveRefresh() async throws {
    let harness = Harness()
    await harness.server.holdResponses(untilRequests: 1000, with: "t0")
    await harness.server.holdRefreshes()

    async let concurrent = harness.concurrentCalls(1000)
    // Every call was rejected while the refresh is held: all of them wait for that one.
    #expect(await eventually { harness.isRefreshHeld(withWaitingCalls: 1000) })
    await harness.server.releaseRefreshes()
    let calls = await concurrent

    #expect(calls.filter { (try? $0.result.get()) == "ok t1" }.count == 1000)
    #expect(calls.allSatisfy { $0.record.tokens == [token("t0"), token("t1")] })
    #expect(await harness.server.refreshCount == 1)
    #expect(await harness.server.totalRequests == 2000)
  }

  @Test("B2 stale-token short-circuit: 401s that arrive after the refresh cause no other")
  func staleTokenShortCircuit() async throws {
    let harness = Harness()
    await harness.server.holdResponses(untilRequests: 1000, with: "t0")

    // All 1000 send t0; 500 of the 401s reach the wrapper only after the refresh they did not
    // join has replaced t0 and the other 500 calls have finished with t1.
    let calls = await harness.concurrentCalls(1000, late: 500)

    #expect(calls.filter { (try? $0.result.get()) == "ok t1" }.count == 1000)
    #expect(calls.allSatisfy { $0.record.tokens == [token("t0"), token("t1")] })
    #expect(await harness.server.refreshCount == 1)
  }

  @Test("B3 atomic check-then-refresh: never more than 1 refresh per generation")
  func atomicCheckThenRefresh() async throws {
    let iterations = 10_000
    var worstRefreshCount = 0
    var failedCalls = 0
    for iteration in 0..<iterations {
      let racers = 2 + iteration % 7
      // Each clock reading takes a random while: a split critical section (check, read the
      // clock, then start the refresh) would leave a wide gap for another racer.
      let harness = Harness(clock: ManualClock(readingDelay: { spin(Int.random(in: 0...500)) }))
      let failures = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<racers {
          group.addTask {
            let result = await capture {
              try await harness.authenticator.authenticated { token in
                do {
                  return try await harness.server.request(with: token)
                } catch {
                  // The rejections reach the wrapper in ever different interleavings.
                  for _ in 0..<Int.random(in: 0...3) { await Task.yield() }
                  throw error
                }
              }
            }
            return result.error == nil ? 0 : 1
          }
        }
        return await group.reduce(0, +)
      }
      worstRefreshCount = max(worstRefreshCount, await harness.server.refreshCount)
      failedCalls += failures
    }
    #expect(worstRefreshCount == 1)
    #expect(failedCalls == 0)
  }

  @Test("B5 calls that start during a reactive refresh wait for it")
  func callsDuringRefreshWait() async throws {
    let harness = Harness()
    await harness.server.holdRefreshes()
    let first = Task { try await harness.call() }
    #expect(await eventually { harness.isRefreshHeld(withWaitingCalls: 1) })

    // The 100 calls start while the refresh is held, and wait for it with the first call.
    async let concurrent = harness.concurrentCalls(100)
    #expect(await eventually { harness.isRefreshHeld(withWaitingCalls: 101) })
    await harness.server.releaseRefreshes()
    let calls = await concurrent

    #expect(try await first.value == "ok t1")
    #expect(calls.allSatisfy { $0.record.tokens == [token("t1")] })
    #expect(await harness.server.requests(with: "t0") == 1)
    #expect(await harness.server.totalRequests == 2 + 100)
  }
}

/// Busy-waits for `steps` atomic increments.
private func spin(_ steps: Int) {
  let counter = Atomic(0)
  for _ in 0..<steps { counter.add(1, ordering: .relaxed) }
}
