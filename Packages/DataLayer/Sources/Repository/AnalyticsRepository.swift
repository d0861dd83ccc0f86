/// The analytics events recorded on this device and not yet sent to the backend.
public protocol AnalyticsRepository: Sendable {
  /// Sends the oldest pending events, at most `limit`, as one batch and marks them sent.
  ///
  /// Never sends an event another uploader is sending: when one is at work, answers `.busy`
  /// at once. An upload cut short after the backend received it sends the batch again next
  /// time; the backend counts those events as duplicates.
  ///
  /// - Throws: `RepositoryError` as any backend call, or `.storage` when the local events file
  ///   cannot be read or updated; the events then stay pending.
  func uploadPendingEvents(limit: Int) async throws(RepositoryError) -> AnalyticsBatchResult
}
