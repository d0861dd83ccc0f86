import Foundation

/// The recorded events not yet sent to the backend, oldest first, and a way to mark them sent.
///
/// An uploader takes the lease, reads a batch of pending events, sends it, marks it sent and
/// gives the lease back; the lease keeps two uploaders (in this process or another) from
/// sending the same events at the same time.
public protocol AnalyticsOutbox: Sendable {
  /// The oldest events not marked sent, at most `limit` of them, oldest first.
  ///
  /// - Throws: `AnalyticsStoreError` when the store exists but cannot be read.
  func pendingEvents(limit: Int) throws(AnalyticsStoreError) -> [StoredAnalyticsEvent]

  /// Marks the events with these identifiers as sent; identifiers no longer stored (dropped to
  /// keep the store bounded) are ignored.
  ///
  /// - Throws: `AnalyticsStoreError` when the store cannot be updated.
  func markSent(_ ids: Set<UUID>) throws(AnalyticsStoreError)

  /// Runs `body` holding the upload lease, or returns `nil` at once without running it when
  /// another uploader holds it.
  ///
  /// - Throws: What `body` throws.
  func withUploadLease<Value, Failure: Error>(
    _ body: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value?
}
