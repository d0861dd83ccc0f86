import Synchronization
import Testing

@testable import AppComposition

@Suite("BoundedWait: the command's wait for its upload")
struct BoundedWaitTests {
  @Test("work that finishes first is waited for, and the timer is not needed")
  func waitsForQuickWork() async {
    let done = Mutex(false)
    let wait = BoundedWait(limit: .seconds(3_600)) { _ in
      // The limit never comes unless the test is stuck: this sleep only ends when cancelled.
      let (never, keeper) = AsyncStream<Void>.makeStream()
      for await _ in never {}
      keeper.finish()
      throw CancellationError()
    }
    await wait.run { done.withLock { $0 = true } }
    #expect(done.withLock { $0 })
  }

  @Test("work that does not finish is cancelled when the limit comes, and run returns")
  func returnsAtTheLimit() async {
    let wasCancelled = Mutex(false)
    let finished = AsyncStream<Void>.makeStream()
    // The pretend clock's limit comes at once.
    let wait = BoundedWait(limit: .milliseconds(500)) { _ in }
    await wait.run {
      // Waits until cancelled: stands for a backend that never answers.
      let (never, keeper) = AsyncStream<Void>.makeStream()
      for await _ in never {}
      keeper.finish()
      wasCancelled.withLock { $0 = Task.isCancelled }
      finished.continuation.finish()
    }
    for await _ in finished.stream {}
    #expect(wasCancelled.withLock { $0 })
  }
}
