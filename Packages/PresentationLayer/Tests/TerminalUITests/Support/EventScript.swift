import TerminalUI

/// The events a test feeds to the app, one at a time: `send` hands the app one event and returns
/// once the app has handled it and asks for the next (or has finished), so a test reads the
/// screen exactly when the app is idle, with no sleeps.
///
/// The app reads events through `FakeTerminal.events`, an `AsyncStream(unfolding:)` that calls
/// `next()`; a call to `next()` is the app saying it has handled the previous event.
actor EventScript {
  private var queued: [TerminalEvent] = []
  private var consumer: CheckedContinuation<TerminalEvent?, Never>?
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  private var isFinished = false

  /// The app's side: the next event, waiting until the test sends one; `nil` once finished.
  func next() async -> TerminalEvent? {
    if !queued.isEmpty { return queued.removeFirst() }
    if isFinished { return nil }
    return await withCheckedContinuation { continuation in
      consumer = continuation
      let waiters = idleWaiters
      idleWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Hands `event` to the app and waits until it has handled it.
  func send(_ event: TerminalEvent) async {
    if let consumer {
      self.consumer = nil
      consumer.resume(returning: event)
    } else {
      queued.append(event)
    }
    await untilIdle()
  }

  /// Waits until the app waits for an event (it has launched, or handled the last one) or has
  /// finished.
  func untilIdle() async {
    if isFinished || (consumer != nil && queued.isEmpty) { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  /// Ends the stream: the app's loop ends, and every waiter resumes.
  func finish() {
    isFinished = true
    consumer?.resume(returning: nil)
    consumer = nil
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }
}
