import APIClient
import Entity
import Synchronization
import Testing

/// An analytics API that records every batch and answers with `answer`; fails the test when
/// called while `isCallExpected` is false.
final class FakeAnalyticsAPIClient: AnalyticsAPIClient {
  private let batches = Mutex<[AnalyticsBatchEntity]>([])
  private let answer:
    @Sendable (AnalyticsBatchEntity) async throws(APIClientError) -> AnalyticsReceiptEntity
  private let isCallExpected: Bool

  /// A fake answering `answer(batch)`.
  init(
    answer:
      @escaping @Sendable (AnalyticsBatchEntity) async throws(APIClientError) ->
      AnalyticsReceiptEntity = { AnalyticsReceiptEntity(accepted: $0.events.count, duplicates: 0) }
  ) {
    self.answer = answer
    self.isCallExpected = true
  }

  /// A fake that must not be called.
  init(unexpected: Void) {
    self.answer = { _ in AnalyticsReceiptEntity(accepted: 0, duplicates: 0) }
    self.isCallExpected = false
  }

  /// Every batch received, in order.
  var received: [AnalyticsBatchEntity] {
    batches.withLock { $0 }
  }

  func recordAnalyticsEvents(
    _ batch: AnalyticsBatchEntity
  ) async throws(APIClientError) -> AnalyticsReceiptEntity {
    if !isCallExpected { Issue.record("Unexpected call: recordAnalyticsEvents") }
    batches.withLock { $0.append(batch) }
    return try await answer(batch)
  }
}
