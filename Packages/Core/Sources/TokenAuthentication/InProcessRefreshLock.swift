/// A ``RefreshLock`` for authenticators in one process: a first-in, first-out asynchronous mutex.
///
/// Waiting for the lock suspends the task without blocking a thread and ignores cancellation.
public final class InProcessRefreshLock: RefreshLock {
  private let gate = AsyncGate()

  /// Creates an unlocked lock.
  public init() {}

  /// Runs `body` while holding the lock. Throws what `body` throws.
  public func withLock<T>(_ body: () async throws -> T) async throws -> T {
    try await gate.withLock(body)
  }
}
