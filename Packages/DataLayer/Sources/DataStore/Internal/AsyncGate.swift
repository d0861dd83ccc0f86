import Synchronization

/// A first-in, first-out asynchronous mutex. Waiters suspend (no thread blocks) and ignore
/// cancellation; the uncontended path takes one `Mutex` and does not allocate.
final class AsyncGate: Sendable {
  private struct State {
    var isLocked = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// Runs `body` while holding the gate.
  func withLock<T, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
    await acquire()
    defer { release() }
    return try await body()
  }

  private func acquire() async {
    let isAcquired = state.withLock { state in
      guard !state.isLocked else { return false }
      state.isLocked = true
      return true
    }
    guard !isAcquired else { return }
    await withCheckedContinuation { continuation in
      let isAcquiredNow = state.withLock { state in
        guard state.isLocked else {
          state.isLocked = true
          return true
        }
        state.waiters.append(continuation)
        return false
      }
      if isAcquiredNow { continuation.resume() }
    }
  }

  /// Hands the gate to the oldest waiter, or unlocks it.
  private func release() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiters.isEmpty else {
        state.isLocked = false
        return nil
      }
      return state.waiters.removeFirst()
    }
    next?.resume()
  }
}
