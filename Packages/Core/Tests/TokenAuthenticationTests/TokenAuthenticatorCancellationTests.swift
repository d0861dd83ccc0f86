import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Cancellation")
struct TokenAuthenticatorCancellationTests {
  @Test("B12 a cancelled waiter leaves promptly and does not cancel the shared refresh")
  func cancelledWaiterLeavesPromptly() async throws {
    let harness = Harness()
    await harness.server.setRefreshLatency(.milliseconds(500))
    let starter = Task { try await harness.call() }
    #expect(await eventually { await harness.server.refreshCount == 1 })
    let others = Task { await harness.concurrentCalls(99) }
    try await Task.sleep(for: .milliseconds(10))

    let clock = ContinuousClock()
    let cancelledAt = clock.now
    starter.cancel()
    let starterResult = await starter.result
    let leftAfter = clock.now - cancelledAt

    #expect(starterResult.error is CancellationError)
    // The brief's ~5 ms, widened for a loaded machine; staying blocked would take ~490 ms.
    #expect(leftAfter < .milliseconds(100))
    let calls = await others.value
    #expect(calls.allSatisfy { (try? $0.result.get()) == "ok t1" })
    #expect(calls.allSatisfy { $0.record.tokens.last == token("t1") })
    #expect(await harness.server.refreshCount == 1)
    await harness.expectMetricsMatchServer()
  }

  @Test("B13 the refresh outlives its waiters and its result is kept")
  func refreshOutlivesWaiters() async throws {
    let harness = Harness()
    await harness.server.setRefreshLatency(.milliseconds(100))
    let waiters = (0..<10).map { _ in Task { try await harness.call() } }
    #expect(await eventually { await harness.server.refreshCount == 1 })

    for waiter in waiters { waiter.cancel() }
    for waiter in waiters { #expect(await waiter.result.error is CancellationError) }

    #expect(await eventually { harness.store.load()?.accessToken == token("t1") })
    let record = CallRecord()
    #expect(try await harness.call(record) == "ok t1")
    #expect(record.tokens == [token("t1")])
    #expect(await harness.server.refreshCount == 1)
    #expect(await harness.server.invalidGrants == 0)
    await harness.expectMetricsMatchServer()
  }
}
