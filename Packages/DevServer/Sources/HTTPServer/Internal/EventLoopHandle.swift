import Dispatch
import HTTPTypes
import Synchronization

/// The part of an event loop other threads may touch: an inbox of messages and the pipe that
/// wakes the loop. Everything else of the loop belongs to its thread alone.
final class EventLoopHandle: Sendable {
  /// What other threads ask of a loop.
  enum Message: Sendable {
    /// Serve this accepted connection (already counted against the limit).
    case adopt(Int32)
    /// The handler's answer for the request of a connection.
    case response(connection: UInt64, HTTPResponse)
    /// Stop: close idle connections, let requests in flight finish until `deadline`.
    case stop(deadline: ContinuousClock.Instant)
  }

  private struct Inbox {
    var messages: [Message] = []
    var isWakePending = false
    var isClosed = false
  }

  /// The end of the wake pipe the loop watches.
  let wakeRead: Int32
  private let wakeWrite: Int32
  private let inbox = Mutex(Inbox())
  private let finished = DispatchSemaphore(value: 0)

  /// - Throws: `HTTPServerError.socketFailure` when no pipe can be made.
  init() throws(HTTPServerError) {
    (wakeRead, wakeWrite) = try Socket.makePipe()
  }

  /// Queues `message` and wakes the loop; `false` (nothing queued) once the loop has ended.
  ///
  /// The pipe is written under the lock so it cannot be closed (and its number reused) between
  /// the check and the write; the write happens only when no wake is pending yet.
  @discardableResult
  func submit(_ message: Message) -> Bool {
    inbox.withLock { inbox in
      guard !inbox.isClosed else { return false }
      inbox.messages.append(message)
      if !inbox.isWakePending {
        inbox.isWakePending = true
        Socket.signal(wakeWrite)
      }
      return true
    }
  }

  /// Takes every queued message; called by the loop after its wake pipe became readable.
  func takeMessages() -> [Message] {
    Socket.drain(wakeRead)
    return inbox.withLock { inbox in
      inbox.isWakePending = false
      defer { inbox.messages.removeAll() }
      return inbox.messages
    }
  }

  /// Refuses further messages, closes the pipe and returns what was still queued; called once
  /// by the loop as it ends.
  func close() -> [Message] {
    let left = inbox.withLock { inbox in
      inbox.isClosed = true
      Socket.close(wakeRead)
      Socket.close(wakeWrite)
      defer { inbox.messages.removeAll() }
      return inbox.messages
    }
    return left
  }

  /// Signals that the loop's thread is done.
  func markFinished() {
    finished.signal()
  }

  /// Waits for the loop's thread to end; `false` when it did not within `timeout`.
  func waitUntilFinished(timeout: Duration) -> Bool {
    let milliseconds =
      Int(timeout.components.seconds) * 1000
      + Int(timeout.components.attoseconds / 1_000_000_000_000_000)
    return finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .success
  }
}
