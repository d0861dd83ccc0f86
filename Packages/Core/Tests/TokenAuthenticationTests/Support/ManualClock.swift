import Foundation
import Synchronization
import TokenAuthentication

/// A wall clock and a monotonic clock that move only when told. Sleeping runs on the monotonic
/// reading: a sleeper wakes when the test advances the clock to its deadline, never on its own.
final class ManualClock: Sendable {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  private struct Sleeper {
    let deadline: Duration
    let gate: Gate
  }

  private struct Readings {
    var wall = ManualClock.start
    var monotonic = Duration.zero
    var lastSleeperID: UInt64 = 0
    var sleepers: [UInt64: Sleeper] = [:]
  }

  private let readings = Mutex(Readings())
  private let readingDelay: @Sendable () -> Void

  /// A clock at `start`; `readingDelay` runs on every reading (B3 uses it to widen races).
  init(readingDelay: @escaping @Sendable () -> Void = {}) {
    self.readingDelay = readingDelay
  }

  var now: Date { readings.withLock { $0.wall } }

  /// The monotonic instants at which the current sleepers wake, earliest first.
  var sleepDeadlines: [Duration] {
    readings.withLock { $0.sleepers.values.map(\.deadline) }.sorted()
  }

  func advanceWall(by seconds: TimeInterval) {
    readings.withLock { $0.wall.addTimeInterval(seconds) }
  }

  /// Moves the monotonic reading on and wakes the sleepers whose deadline it reaches.
  func advanceMonotonic(by duration: Duration) {
    let due = readings.withLock { readings in
      readings.monotonic += duration
      let due = readings.sleepers.filter { $0.value.deadline <= readings.monotonic }
      for id in due.keys { readings.sleepers[id] = nil }
      return due.values.map(\.gate)
    }
    for gate in due { gate.open() }
  }

  /// Returns once the monotonic reading has been advanced by `duration`; throws
  /// `CancellationError` when the task is cancelled first.
  func sleep(for duration: Duration) async throws {
    let gate = Gate(isOpen: false)
    let id = readings.withLock { readings -> UInt64? in
      guard duration > .zero else { return nil }
      readings.lastSleeperID += 1
      let sleeper = Sleeper(deadline: readings.monotonic + duration, gate: gate)
      readings.sleepers[readings.lastSleeperID] = sleeper
      return readings.lastSleeperID
    }
    guard let id else { return try Task.checkCancellation() }
    do {
      try await gate.pass()
    } catch {
      readings.withLock { _ = $0.sleepers.removeValue(forKey: id) }
      throw error
    }
  }

  /// `policy` reading this clock's wall and monotonic time, and sleeping on its monotonic time.
  func driving(_ policy: TokenAuthenticationPolicy) -> TokenAuthenticationPolicy {
    var policy = policy
    policy.now = {
      self.readingDelay()
      return self.now
    }
    policy.monotonicNow = {
      self.readingDelay()
      return self.readings.withLock { $0.monotonic }
    }
    policy.sleep = { try await self.sleep(for: $0) }
    return policy
  }
}
