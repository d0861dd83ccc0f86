public import Entity
import HTTPTypes

extension Endpoint {
  /// `POST /v1/analytics/events` with `{"events": [...]}`.
  ///
  /// - Throws: `.encoding` when the body does not encode.
  public static func recordAnalyticsEvents(
    _ batch: AnalyticsBatchEntity
  ) throws(APIClientError) -> Endpoint {
    Endpoint(
      method: .post, path: "/v1/analytics/events", body: try json(batch, naming: "analytics"))
  }
}
