public import Entity

/// The backend's analytics API (api.md, `POST /v1/analytics/events`). Sent without a token:
/// events are recorded anonymously, so no credential is read or renewed to upload them.
public protocol AnalyticsAPIClient: Sendable {
  /// `POST /v1/analytics/events`: records a batch (at most 500 events); an event whose id the
  /// backend has seen is counted as a duplicate, so a batch may be sent again safely.
  func recordAnalyticsEvents(
    _ batch: AnalyticsBatchEntity
  ) async throws(APIClientError) -> AnalyticsReceiptEntity
}
