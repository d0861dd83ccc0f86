/// `POST /v1/analytics/events` body: `{"events": [...]}`, at most 500 events.
public struct AnalyticsBatchEntity: Codable, Sendable, Equatable {
  /// The events, oldest first.
  public let events: [AnalyticsEventEntity]

  /// Creates a batch.
  public init(events: [AnalyticsEventEntity]) {
    self.events = events
  }
}
