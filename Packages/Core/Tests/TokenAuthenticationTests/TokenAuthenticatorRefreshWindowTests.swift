import Foundation
import Testing

@testable import TokenAuthentication

@Suite("Refresh window")
struct TokenAuthenticatorRefreshWindowTests {
  @Test("B7 global circuit breaker on the monotonic clock: 5 refreshes per 30 s")
  func globalCircuitBreaker() async throws {
    let harness = Harness(
      policy: TokenAuthenticationPolicy(maximumRefreshes: 5, refreshInterval: .seconds(30)))
    await harness.server.rejectEveryToken()

    var records: [CallRecord] = []
    var errors: [TokenAuthenticationError?] = []
    for _ in 0..<100 {
      let record = CallRecord()
      records.append(record)
      errors.append(
        await capture { try await harness.call(record) }.error
          as? TokenAuthenticationError)
    }

    #expect(await harness.server.refreshCount == 5)
    #expect(records[..<5].allSatisfy { $0.bodyInvocations == 2 })
    #expect(records[5...].allSatisfy { $0.bodyInvocations == 1 })
    #expect(
      errors[5...].allSatisfy { $0 == .excessiveRefresh(originalError: Unauthorized(token: "t5")) })

    harness.clock.advanceWall(by: 3600)
    _ = await capture { try await harness.call() }
    harness.clock.advanceWall(by: -7200)
    _ = await capture { try await harness.call() }
    #expect(await harness.server.refreshCount == 5)

    harness.clock.advanceMonotonic(by: .seconds(31))
    let record = CallRecord()
    _ = await capture { try await harness.call(record) }
    #expect(await harness.server.refreshCount == 6)
    #expect(record.bodyInvocations == 2)
  }

  @Test("B7 a window of 0 refreshes never refreshes")
  func zeroWindowNeverRefreshes() async throws {
    let harness = Harness(
      policy: TokenAuthenticationPolicy(maximumRefreshes: 0))

    let error = await capture { try await harness.call() }.error

    #expect(
      error as? TokenAuthenticationError
        == .excessiveRefresh(originalError: Unauthorized(token: "t0")))
    #expect(await harness.server.refreshCount == 0)
  }
}
