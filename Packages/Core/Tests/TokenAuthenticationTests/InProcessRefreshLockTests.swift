import Synchronization
import Testing

@testable import TokenAuthentication

/// Counts holders inside the lock at once.
final class Occupancy: Sendable {
  let counters = Mutex((inside: 0, maximum: 0, runs: 0))
}

@Suite("InProcessRefreshLock")
struct InProcessRefreshLockTests {
  @Test("holders never overlap and all of them run")
  func mutualExclusion() async throws {
    let lock = InProcessRefreshLock()
    let occupancy = Occupancy()

    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask {
          try await lock.withLock {
            occupancy.counters.withLock {
              $0.inside += 1
              $0.maximum = max($0.maximum, $0.inside)
            }
            await Task.yield()
            occupancy.counters.withLock {
              $0.inside -= 1
              $0.runs += 1
            }
          }
        }
      }
      try await group.waitForAll()
    }

    #expect(occupancy.counters.withLock { [$0.maximum, $0.runs] } == [1, 200])
  }

  @Test("an error thrown inside releases the lock")
  func throwingBodyReleases() async throws {
    struct Failure: Error {}
    let lock = InProcessRefreshLock()

    await #expect(throws: Failure.self) { try await lock.withLock { throw Failure() } }
    #expect(try await lock.withLock { 42 } == 42)
  }
}
