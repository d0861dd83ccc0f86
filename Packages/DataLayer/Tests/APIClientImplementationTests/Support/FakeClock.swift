import Synchronization
import Testing

/// A monotonic clock and sleep for `RetryPolicy` in tests, with no real waiting.
///
/// A sleep that ends before `horizon` passes at once and moves the clock on (a retry's wait); a
/// sleep that would reach `horizon` (the deadline's timer, when `horizon` is the deadline) is
/// held until its task is cancelled or `expire()` is called. With `horizon` at zero every sleep
/// is held.
final class FakeClock: Sendable {
  private enum Sleeper {
    case waiting(CheckedContinuation<Void, any Error>)
    case cancelled
  }

  private struct State {
    var now = Duration.zero
    var waits: [Duration] = []
    var held: [Int: Sleeper] = [:]
    var nextID = 0
  }

  /// Sleeps that would reach this reading are held.
  let horizon: Duration
  private let state = Mutex(State())

  init(horizon: Duration) {
    self.horizon = horizon
  }

  /// The current reading.
  func now() -> Duration {
    state.withLock { $0.now }
  }

  /// The sleeps that passed, in order.
  var waits: [Duration] {
    state.withLock { $0.waits }
  }

  /// How many sleeps are held now.
  var heldCount: Int {
    state.withLock { state in
      state.held.values.count { if case .waiting = $0 { true } else { false } }
    }
  }

  /// Moves the clock on by `duration` without waking held sleeps (a slow answer).
  func advance(by duration: Duration) {
    state.withLock { $0.now += duration }
  }

  /// Moves the clock to `horizon` and wakes every held sleep.
  func expire() {
    let sleepers = state.withLock { state in
      state.now = max(state.now, horizon)
      let held = state.held
      state.held = [:]
      return held.values
    }
    for case .waiting(let continuation) in sleepers {
      continuation.resume()
    }
  }

  /// Passes at once when `duration` ends before `horizon`, otherwise waits for `expire()`.
  ///
  /// - Throws: `CancellationError` when the calling task is or gets cancelled.
  func sleep(_ duration: Duration) async throws {
    try Task.checkCancellation()
    let passes = state.withLock { state in
      guard state.now + duration < horizon else { return false }
      state.now += duration
      state.waits.append(duration)
      return true
    }
    if passes { return }
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let wasCancelled = state.withLock { state in
          if case .cancelled = state.held[id] {
            state.held[id] = nil
            return true
          }
          state.held[id] = .waiting(continuation)
          return false
        }
        if wasCancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        let sleeper = state.held[id]
        state.held[id] = sleeper == nil ? .cancelled : nil
        return sleeper
      }
      if case .waiting(let continuation) = sleeper {
        continuation.resume(throwing: CancellationError())
      }
    }
  }
}

/// Fractions for `RetryPolicy.random`, handed out in order; running out records an issue.
final class ScriptedRandom: Sendable {
  private let fractions: Mutex<[Double]>

  init(_ fractions: [Double]) {
    self.fractions = Mutex(fractions)
  }

  /// How many fractions have not been used.
  var remaining: Int {
    fractions.withLock { $0.count }
  }

  func next() -> Double {
    fractions.withLock { fractions in
      guard !fractions.isEmpty else {
        Issue.record("more random numbers were drawn than the test expected")
        return 0
      }
      return fractions.removeFirst()
    }
  }
}

/// Suspends until `condition` holds, yielding in between; records an issue naming `what` when
/// it still does not hold after `deadline`, which only bounds a test gone wrong (it is generous,
/// so a busy machine never reaches it).
func eventually(
  _ what: String, within deadline: Duration = .seconds(120), _ condition: () -> Bool
) async {
  let end = ContinuousClock.now + deadline
  while !condition() {
    guard ContinuousClock.now < end else {
      Issue.record("never happened within \(deadline): \(what)")
      return
    }
    await Task.yield()
  }
}
