import Synchronization
import TokenAuthentication

/// A ``RefreshLock`` for authenticators in one test process: a first-in, first-out asynchronous
/// mutex whose waiters suspend without blocking a thread. It counts its releases: the
/// authenticator settles a refresh (applies or drops its result, saves) before it releases.
final class InProcessRefreshLock: RefreshLock {
  typealias Failure = any Error

  private let state = Mutex(
    (isLocked: false, waiters: [CheckedContinuation<Void, Never>](), releases: 0))

  /// How many times a holder released the lock.
  var releases: Int { state.withLock { $0.releases } }

  func withLock<T>(_ body: () async -> T) async -> T {
    await withCheckedContinuation { continuation in
      let isAcquired = state.withLock { state in
        guard state.isLocked else {
          state.isLocked = true
          return true
        }
        state.waiters.append(continuation)
        return false
      }
      if isAcquired { continuation.resume() }
    }
    defer {
      let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
        state.releases += 1
        guard !state.waiters.isEmpty else {
          state.isLocked = false
          return nil
        }
        return state.waiters.removeFirst()
      }
      next?.resume()
    }
    return await body()
  }
}
