import Foundation
import Synchronization

/// Why a test stopped waiting.
struct WaitTimeout: Error, CustomStringConvertible {
  let description: String
}

/// Checks `condition` every few milliseconds until it holds.
///
/// - Throws: `WaitTimeout` naming `what` once `timeout` has passed: two minutes, so that a
///   loaded machine never trips it; only a condition that never comes true does.
func waitUntil(
  _ what: String, timeout: Duration = .seconds(120), _ condition: () throws -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while try !condition() {
    guard ContinuousClock.now < deadline else {
      throw WaitTimeout(description: "gave up waiting until \(what)")
    }
    try await Task.sleep(for: .milliseconds(5))
  }
}

/// A gate that is shut until `open()`: `wait()` suspends until then (or returns at once).
///
/// A handler waits on one to stay in flight for exactly as long as the test wants; a handler
/// opens one to tell the test it has been called.
final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// `true` once `open()` was called.
  var isOpen: Bool {
    state.withLock { $0.isOpen }
  }

  /// Opens the gate and lets every waiter through; later calls do nothing.
  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters {
      waiter.resume()
    }
  }

  /// Returns once the gate is open.
  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen {
          state.waiters.append(continuation)
        }
        return state.isOpen
      }
      if isOpen {
        continuation.resume()
      }
    }
  }
}

/// A blocking call (such as `HTTPServer.stop()`) running on a thread of its own, so the test
/// can go on talking to the server and see when the call has returned.
final class BlockingCall: Sendable {
  private let returned = Atomic<Bool>(false)

  /// Starts `work` on a new thread.
  init(_ work: @escaping @Sendable () -> Void) {
    Thread { [self] in
      work()
      returned.store(true, ordering: .releasing)
    }.start()
  }

  /// `true` once the call has returned.
  var hasReturned: Bool {
    returned.load(ordering: .acquiring)
  }
}
