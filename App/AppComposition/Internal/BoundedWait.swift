import Synchronization

/// Runs work in its own task and waits for it at most `limit`: when the limit comes first, the
/// work is cancelled and `run` returns without waiting for it to wind down (the process may
/// exit under it; whatever it had not finished is redone by the next run).
struct BoundedWait: Sendable {
  /// The longest `run` waits.
  let limit: Duration
  /// Sleeps for a duration; throws when cancelled. Tests pass one they control.
  let sleep: @Sendable (Duration) async throws -> Void

  init(
    limit: Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.limit = limit
    self.sleep = sleep
  }

  /// Starts `work` and returns when it has finished or `limit` has passed, whichever is first.
  func run(_ work: @escaping @Sendable () async -> Void) async {
    let limit = limit
    let sleep = sleep
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumer = Resumer(continuation)
      let worker = Task {
        await work()
        resumer.resume()
      }
      let timer = Task {
        try? await sleep(limit)
        guard !Task.isCancelled else { return }
        worker.cancel()
        resumer.resume()
      }
      resumer.onResume { timer.cancel() }
    }
  }
}

/// Resumes a continuation once, whoever asks first.
private final class Resumer: Sendable {
  private let state:
    Mutex<(continuation: CheckedContinuation<Void, Never>?, cleanUp: [@Sendable () -> Void])>

  init(_ continuation: CheckedContinuation<Void, Never>) {
    state = Mutex((continuation, []))
  }

  /// Registers work to do once resumed (at once when it already was).
  func onResume(_ cleanUp: @escaping @Sendable () -> Void) {
    let isResumed = state.withLock { state in
      if state.continuation == nil { return true }
      state.cleanUp.append(cleanUp)
      return false
    }
    if isResumed { cleanUp() }
  }

  /// Resumes the continuation the first time; later calls do nothing.
  func resume() {
    let (continuation, cleanUp) = state.withLock { state in
      defer { state = (nil, []) }
      return (state.continuation, state.cleanUp)
    }
    continuation?.resume()
    for work in cleanUp {
      work()
    }
  }
}
