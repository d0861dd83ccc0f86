public import Foundation

/// The limits of a ``TokenAuthenticator`` and the clocks it reads, injected so tests control them.
///
/// A struct of values and closures, so it is `Sendable` but neither `Equatable` nor `Codable`.
public struct TokenAuthenticationPolicy: Sendable {
  /// Refresh before sending when the access token expires within this margin. Applied at most
  /// once per credential, and never to a credential a refresh has just returned.
  public var refreshMargin: Duration
  /// The refresh window: at most this many refreshes per ``refreshInterval`` on the monotonic
  /// clock. A call that needs one more fails with
  /// ``TokenAuthenticationError/excessiveRefresh(originalError:)``; `0` disables refreshing and
  /// `Int.max` lifts the limit.
  public var maximumRefreshes: Int
  /// The length of the sliding refresh window.
  public var refreshInterval: Duration
  /// Whether refreshes that fail with a transient error (offline, 5xx, timeout) count toward
  /// ``maximumRefreshes``.
  public var countsTransientFailures: Bool
  /// How long waiters wait for a refresh before failing with
  /// ``TokenAuthenticationError/refreshTimedOut(originalError:)``; `nil` waits as long as it
  /// takes. On timeout the refresh task is cancelled and the next call may start a new one; under
  /// strict rotation a refresh that completes on the server after the timeout burns the refresh
  /// token, so choose a generous value.
  public var refreshTimeout: Duration?
  /// Whether a call that may not run its body again
  /// (``TokenAuthenticator/authenticated(canRetry:_:)`` with `canRetry: false`) still refreshes
  /// after the server rejects its token, so the next call has a good one. If that refresh fails,
  /// the call throws the refresh failure instead of the rejection.
  public var refreshesWithoutRetry: Bool
  /// The wall clock, compared with ``Credential/expiresAt``.
  public var now: @Sendable () -> Date
  /// A monotonic reading since a fixed origin: drives the refresh window.
  public var monotonicNow: @Sendable () -> Duration
  /// Suspends for a duration, throwing on cancellation: drives the refresh timeout.
  public var sleep: @Sendable (Duration) async throws -> Void

  /// Creates a policy. The defaults: a 60-second margin, 5 refreshes per 30 seconds counting
  /// transient failures, no timeout, refreshing without retry, and the system clocks (`Date()`,
  /// `ContinuousClock`, `Task.sleep`).
  public init(
    refreshMargin: Duration = .seconds(60),
    maximumRefreshes: Int = 5,
    refreshInterval: Duration = .seconds(30),
    countsTransientFailures: Bool = true,
    refreshTimeout: Duration? = nil,
    refreshesWithoutRetry: Bool = true,
    now: @escaping @Sendable () -> Date = { Date() },
    monotonicNow: (@Sendable () -> Duration)? = nil,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.refreshMargin = refreshMargin
    self.maximumRefreshes = maximumRefreshes
    self.refreshInterval = refreshInterval
    self.countsTransientFailures = countsTransientFailures
    self.refreshTimeout = refreshTimeout
    self.refreshesWithoutRetry = refreshesWithoutRetry
    self.now = now
    let origin = ContinuousClock.now
    self.monotonicNow = monotonicNow ?? { origin.duration(to: .now) }
    self.sleep = sleep
  }
}
