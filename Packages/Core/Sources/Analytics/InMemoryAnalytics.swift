import Synchronization

/// Keeps events in memory; for tests and previews.
public final class InMemoryAnalytics: AnalyticsTracking {
  private let storage = Mutex<[AnalyticsEvent]>([])

  /// Creates an empty sink.
  public init() {}

  /// Appends `event`.
  public func track(_ event: AnalyticsEvent) {
    storage.withLock { $0.append(event) }
  }

  /// Every event tracked so far, oldest first.
  public var events: [AnalyticsEvent] {
    storage.withLock { $0 }
  }
}
