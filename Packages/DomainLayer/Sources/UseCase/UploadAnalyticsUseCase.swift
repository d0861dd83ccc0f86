public import Domain

/// Sends the analytics events recorded on this device to the backend, in batches, and marks
/// them sent, so that none is sent twice.
///
/// Call it like a function: `try await uploadAnalytics()`. Records no event of its own.
public protocol UploadAnalyticsUseCase: Sendable {
  /// Uploads pending events, oldest first, up to the implementation's limit per run.
  ///
  /// - Throws: `.connectivity(_)` when the backend cannot take them, `.storage(_)` when the
  ///   events file cannot be used; the events not sent stay pending either way.
  func callAsFunction() async throws(AnalyticsUploadError) -> AnalyticsUploadReport
}
