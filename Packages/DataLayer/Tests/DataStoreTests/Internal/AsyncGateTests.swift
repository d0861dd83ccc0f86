import Synchronization
import Testing

@testable import DataStore

/// Counts holders inside the lock at once.
final class Occupancy: Sendable {
  let counters = Mutex((inside: 0, maximum: 0, runs: 0))
}

@Suite("AsyncGate")
struct AsyncGateTests {
  @Test("holders never overlap and all of them run")
  func mutualExclusion() async {
    let gate = AsyncGate()
    let occupancy = Occupancy()

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask {
          await gate.withLock {
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
      await group.waitForAll()
    }

    #expect(occupancy.counters.withLock { [$0.maximum, $0.runs] } == [1, 200])
  }

  @Test("an error thrown inside releases the lock")
  func throwingBodyReleases() async throws {
    struct Failure: Error {}
    let gate = AsyncGate()

    await #expect(throws: Failure.self) { try await gate.withLock { throw Failure() } }
    #expect(await gate.withLock { 42 } == 42)
  }
}
