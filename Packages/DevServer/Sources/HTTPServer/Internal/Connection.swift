import HTTPTypes

/// One connection's state. Owned by the event loop that serves it and touched only on that
/// loop's thread, so it needs no lock and is not `Sendable`.
final class Connection {
  /// Where the connection is in its request/answer cycle.
  enum Phase {
    /// Waiting for a request head; `since` is when the wait began (the connection opened, or
    /// the previous answer was fully written), on the server's `HTTPServerClock`. Bytes that
    /// arrive do not move it: that is what cuts off a head trickled in a byte at a time.
    case awaitingHead(since: ContinuousClock.Instant)
    /// The head is read (at `since`); waiting until `bodyLength` bytes of body are in `input`.
    case awaitingBody(head: RequestHead, bodyLength: Int, since: ContinuousClock.Instant)
    /// The handler has the request; nothing is read until it answers.
    case processing(head: RequestHead)
    /// Writing a last answer; the connection closes after it.
    case closingAfterWrite
    /// The answer is out and FIN sent; what the client still sends is read and dropped until
    /// it closes or `until` passes, so the kernel does not reset the connection with the
    /// answer unread.
    case lingering(until: ContinuousClock.Instant)
  }

  let id: UInt64
  let descriptor: Int32
  /// `false` for a connection turned away past the limit: it does not count against it.
  let isCounted: Bool
  var phase: Phase
  /// Bytes read and not yet consumed.
  var input: [UInt8] = []
  /// How much of `input` is known to hold no end of head.
  var scanned = 0
  /// Bytes to write, from `outputOffset` on.
  var output: [UInt8] = []
  var outputOffset = 0
  /// When the oldest unwritten byte of `output` was queued.
  var outputSince: ContinuousClock.Instant?
  /// What the poller watches for now.
  var interest: Interest = []
  /// The socket failed while the handler ran; it is off the poller and closes on the answer.
  var isPeerGone = false

  init(id: UInt64, descriptor: Int32, isCounted: Bool, phase: Phase) {
    self.id = id
    self.descriptor = descriptor
    self.isCounted = isCounted
    self.phase = phase
  }

  /// `true` while part of `output` is unwritten.
  var hasPendingOutput: Bool {
    outputOffset < output.count
  }
}
