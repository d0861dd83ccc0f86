public import Foundation
public import HTTPTypes

/// When `RetryingTransport` sends a request again and how long it waits first, the deadline of a
/// command's network work, and the clocks and random source it reads, injected so tests control
/// them.
///
/// A request is sent again only when its method is idempotent (`idempotentMethods`) and the
/// attempt failed in a way waiting can fix: no connection, no answer in time, no valid HTTP
/// answer, or a 502, 503 or 504. The wait is the answer's `Retry-After` when it has one of at
/// most `maximumRetryAfter`, otherwise a capped exponential backoff with full jitter: the `n`th
/// wait is `random()` times `min(maximumDelay, baseDelay × 2ⁿ⁻¹)`.
///
/// A struct of values and closures, so it is `Sendable` but neither `Equatable` nor `Codable`.
public struct RetryPolicy: Sendable {
  /// The most times one request is sent, the first time included; `1` never sends again.
  public var maximumAttempts: Int
  /// The ceiling of the first wait; each further wait doubles it, up to `maximumDelay`.
  public var baseDelay: Duration
  /// The cap of the exponential backoff: no jittered wait is longer.
  public var maximumDelay: Duration
  /// The longest `Retry-After` waited for. An answer asking for a longer wait is returned as it
  /// is, without waiting: the server said it will not be ready sooner.
  public var maximumRetryAfter: Duration
  /// How long the network work of one command may take, counted from the first request the
  /// transport sends, whatever the byte rate: no attempt starts after it, a wait that would end
  /// after it is not started (the last answer or failure is returned at once), and an attempt
  /// still running then is cancelled and fails with `APIClientError.timedOut`. `nil` sets no
  /// deadline.
  public var timeout: Duration?
  /// The methods whose requests may be sent again: by default `HTTPMethod.idempotent` (GET,
  /// HEAD, PUT and DELETE, which the API keeps idempotent). A POST is never sent twice by the
  /// transport.
  public var idempotentMethods: Set<HTTPMethod>
  /// A number in `0..<1`: each jittered wait is this fraction of its ceiling.
  public var random: @Sendable () -> Double
  /// The wall clock, compared with a `Retry-After` date when the answer has no `Date` header.
  public var now: @Sendable () -> Date
  /// A monotonic reading since a fixed origin: drives the deadline.
  public var monotonicNow: @Sendable () -> Duration
  /// Suspends for a duration, throwing on cancellation: the waits, and the deadline's timer that
  /// runs beside each attempt (so a fake that returns at once also ends every attempt at once
  /// unless `timeout` is `nil`).
  public var sleep: @Sendable (Duration) async throws -> Void

  /// Creates a policy. The defaults: 4 attempts, waits with ceilings of 0.25 s doubling up to
  /// 4 s, `Retry-After` up to 10 s, a 30-second deadline, GET, HEAD, PUT and DELETE, and the
  /// system's random numbers and clocks (`Double.random`, `Date()`, `ContinuousClock`,
  /// `Task.sleep`).
  public init(
    maximumAttempts: Int = 4,
    baseDelay: Duration = .milliseconds(250),
    maximumDelay: Duration = .seconds(4),
    maximumRetryAfter: Duration = .seconds(10),
    timeout: Duration? = .seconds(30),
    idempotentMethods: Set<HTTPMethod> = HTTPMethod.idempotent,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    now: @escaping @Sendable () -> Date = { Date() },
    monotonicNow: (@Sendable () -> Duration)? = nil,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.maximumAttempts = maximumAttempts
    self.baseDelay = baseDelay
    self.maximumDelay = maximumDelay
    self.maximumRetryAfter = maximumRetryAfter
    self.timeout = timeout
    self.idempotentMethods = idempotentMethods
    self.random = random
    self.now = now
    let origin = ContinuousClock.now
    self.monotonicNow = monotonicNow ?? { origin.duration(to: .now) }
    self.sleep = sleep
  }
}
