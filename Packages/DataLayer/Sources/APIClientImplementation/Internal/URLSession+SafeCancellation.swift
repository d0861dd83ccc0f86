import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// The body and response for `request`, like `data(for:)`, but safe to cancel at any moment.
  ///
  /// swift-corelibs-foundation's `data(for:)` cancels its task from inside the Swift
  /// cancellation handler, which runs under the calling task's status lock; `cancel()` then
  /// waits for the session's queue, and when that queue is finishing the same task at that
  /// moment (its timeout firing) it waits for the same lock to resume the caller: both wait
  /// forever. Seen in `conf` when `RetryingTransport`'s deadline and URLSession's timeout fired
  /// together (a process stuck for 20 minutes), and in a stand-alone program cancelling at the
  /// moment of the timeout in 3 runs of 25. Here the task is cancelled from another thread,
  /// after the handler has returned, so the completion can always resume the caller (0 runs of
  /// 85 stuck).
  ///
  /// - Throws: What the data task reports (`URLError`, `.cancelled` once cancelled).
  func cancellableData(for request: URLRequest) async throws -> (Data, URLResponse) {
    let pending = PendingTask()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = dataTask(with: request) { data, response, error in
          pending.finish()
          if let response, error == nil {
            continuation.resume(returning: (data ?? Data(), response))
          } else {
            continuation.resume(throwing: error ?? URLError(.badServerResponse))
          }
        }
        let isCancelled = pending.start(task)
        task.resume()
        if isCancelled { pending.cancelLater() }
      }
    } onCancel: {
      pending.cancelLater()
    }
  }
}

/// A data task that may be cancelled before or after it starts, always from another thread,
/// and never once it has finished.
private final class PendingTask: Sendable {
  private let state = Mutex<(task: URLSessionDataTask?, isCancelled: Bool, isFinished: Bool)>(
    (nil, false, false))

  /// Records the started `task`; `true` when cancellation came first.
  func start(_ task: URLSessionDataTask) -> Bool {
    state.withLock { state in
      state.task = task
      return state.isCancelled
    }
  }

  /// Records that the task has called its completion handler: it has left the session's task
  /// registry, and cancelling it now would trap there.
  func finish() {
    state.withLock { state in
      state.isFinished = true
      state.task = nil
    }
  }

  /// Marks the task cancelled and cancels it on a global queue once it has started, unless it
  /// has finished by then.
  func cancelLater() {
    let task = state.withLock { state in
      state.isCancelled = true
      return state.task
    }
    guard task != nil else { return }
    DispatchQueue.global().async { [self] in
      // Taken again under the lock: the task may have finished since.
      state.withLock { $0.isFinished ? nil : $0.task }?.cancel()
    }
  }
}
