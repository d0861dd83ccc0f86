import Synchronization

/// Holds each task that arrives until `count` tasks have arrived, then lets them all through
/// (and any later one at once): it makes several concurrent calls reach one point together.
final class Barrier: Sendable {
  private struct State {
    var arrived = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let count: Int
  private let state = Mutex(State())

  /// Creates a barrier that opens once `count` tasks have arrived.
  init(count: Int) {
    self.count = count
  }

  /// Arrives, and returns once `count` tasks have arrived.
  func arrive() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let released = state.withLock { state -> [CheckedContinuation<Void, Never>] in
        state.arrived += 1
        state.waiting.append(continuation)
        guard state.arrived >= count else { return [] }
        defer { state.waiting = [] }
        return state.waiting
      }
      for waiter in released {
        waiter.resume()
      }
    }
  }
}
