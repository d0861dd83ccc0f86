public import APIClient
public import Entity

extension LiveConferenceAPIClient: AnalyticsAPIClient {
  /// `POST /v1/analytics/events`, without a token; answers the backend's receipt.
  public func recordAnalyticsEvents(
    _ batch: AnalyticsBatchEntity
  ) async throws(APIClientError) -> AnalyticsReceiptEntity {
    try await send(.recordAnalyticsEvents(batch), decoding: AnalyticsReceiptEntity.self)
  }
}
