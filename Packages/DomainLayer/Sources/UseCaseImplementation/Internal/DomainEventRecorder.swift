import Analytics
import Foundation

/// Records a use case's domain events, stamped by the injected clock.
struct DomainEventRecorder: Sendable {
  private let analytics: any AnalyticsTracking
  private let now: @Sendable () -> Date

  /// Creates a recorder that sends events to `analytics`, stamped with `now()`.
  init(analytics: any AnalyticsTracking, now: @escaping @Sendable () -> Date) {
    self.analytics = analytics
    self.now = now
  }

  /// Records the domain `event` with `properties`, stamped now.
  func record(_ event: DomainEvent, _ properties: [String: String] = [:]) {
    analytics.track(
      AnalyticsEvent(name: event.rawValue, layer: .domain, properties: properties, timestamp: now())
    )
  }
}
