import Synchronization

/// A barrier the test opens and closes: tasks pass it while it is open and wait while it is
/// closed, so a test decides when a refresh or a save goes on instead of guessing with a latency.
final class Gate: Sendable {
  private struct State {
    var isOpen: Bool
    var lastID: UInt64 = 0
    var waiters: [UInt64: CheckedContinuation<Void, any Error>] = [:]
  }

  private let state: Mutex<State>

  /// A gate, open unless `isOpen` is `false`.
  init(isOpen: Bool = true) {
    state = Mutex(State(isOpen: isOpen))
  }

  /// How many tasks wait at the gate now.
  var waiting: Int { state.withLock { $0.waiters.count } }

  /// Makes the tasks that arrive from now on wait.
  func close() {
    state.withLock { $0.isOpen = false }
  }

  /// Lets every waiting task through, and those that arrive later until the next `close()`.
  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [:] }
      return state.waiters.values
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once the gate is open. A cancellable pass throws `CancellationError` when its task
  /// is cancelled before or while it waits; one that is not ignores cancellation, as a server
  /// that has received a request answers it anyway.
  func pass(isCancellable: Bool = true) async throws {
    let id = state.withLock {
      $0.lastID += 1
      return $0.lastID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
        let answer = state.withLock { state -> Result<Void, any Error>? in
          if isCancellable, Task.isCancelled { return .failure(CancellationError()) }
          if state.isOpen { return .success(()) }
          state.waiters[id] = waiter
          return nil
        }
        if let answer { waiter.resume(with: answer) }
      }
    } onCancel: {
      guard isCancellable else { return }
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume(throwing: CancellationError())
    }
  }
}
