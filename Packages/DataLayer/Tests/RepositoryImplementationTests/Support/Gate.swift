/// A one-shot signal: `wait()` returns once `open()` has been called (at once after it).
final class Gate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream()
  }

  /// Lets every waiter through, now and later.
  func open() {
    continuation.finish()
  }

  /// Returns once the gate is open. One waiter at a time.
  func wait() async {
    for await _ in stream {}
  }
}
