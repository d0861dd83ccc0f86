import Analytics
import Foundation

/// Records a view model's presentation events, stamped by the injected clock.
struct PresentationEventRecorder: Sendable {
  private let analytics: any AnalyticsTracking
  private let now: @Sendable () -> Date

  /// Creates a recorder that sends events to `analytics`, stamped with `now()`.
  init(analytics: any AnalyticsTracking, now: @escaping @Sendable () -> Date) {
    self.analytics = analytics
    self.now = now
  }

  /// Records the presentation `event` with `properties`, stamped now.
  func record(_ event: PresentationEvent, _ properties: [String: String] = [:]) {
    analytics.track(
      AnalyticsEvent(name: event.rawValue, layer: .ui, properties: properties, timestamp: now()))
  }
}
