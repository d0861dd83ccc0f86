public import Foundation

/// The time sources a ``TokenAuthenticator`` uses, injected so tests control them.
///
/// A struct of closures, so it is neither `Equatable` nor `Codable`.
public struct TokenAuthenticationClock: Sendable {
  /// The wall clock: compared with ``Credential/expiresAt`` for proactive refresh.
  public var now: @Sendable () -> Date
  /// A monotonic reading since an arbitrary fixed origin: drives the ``RefreshWindow``.
  public var monotonicNow: @Sendable () -> Duration
  /// Suspends for a duration (throwing on cancellation): drives the refresh timeout.
  public var sleep: @Sendable (Duration) async throws -> Void

  /// Creates a clock from its three readings.
  public init(
    now: @escaping @Sendable () -> Date,
    monotonicNow: @escaping @Sendable () -> Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.now = now
    self.monotonicNow = monotonicNow
    self.sleep = sleep
  }

  /// The system clocks: `Date()`, `ContinuousClock` and `Task.sleep`.
  public static var live: TokenAuthenticationClock {
    let origin = ContinuousClock.now
    return TokenAuthenticationClock(
      now: { Date() },
      monotonicNow: { ContinuousClock.now - origin },
      sleep: { try await Task.sleep(for: $0) }
    )
  }
}
