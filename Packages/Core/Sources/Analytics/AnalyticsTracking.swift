/// Receives analytics events. Implementations must not block or throw: tracking never breaks a
/// feature.
public protocol AnalyticsTracking: Sendable {
  /// Records `event`.
  func track(_ event: AnalyticsEvent)
}
