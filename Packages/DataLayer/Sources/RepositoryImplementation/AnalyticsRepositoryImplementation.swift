public import APIClient
public import Analytics
import Entity
import Foundation
public import Repository

/// Pending events from an `AnalyticsOutbox` (the local `analytics.jsonl`), sent through the
/// analytics API without a token.
///
/// One upload holds the outbox's lease for its whole cycle (read the oldest pending events,
/// send them, mark them sent), so two `conf` processes never send the same events at once; the
/// events file itself is locked only while it is read or marked, never during the request.
public final class AnalyticsRepositoryImplementation: AnalyticsRepository {
  private let api: any AnalyticsAPIClient
  private let outbox: any AnalyticsOutbox

  /// Creates a repository sending `outbox`'s events through `api`.
  public init(api: any AnalyticsAPIClient, outbox: any AnalyticsOutbox) {
    self.api = api
    self.outbox = outbox
  }

  /// Sends the oldest pending events, at most `limit`, and marks them sent; see
  /// `AnalyticsRepository`.
  public func uploadPendingEvents(
    limit: Int
  ) async throws(RepositoryError) -> AnalyticsBatchResult {
    let result = try await outbox.withUploadLease {
      () async throws(RepositoryError) -> AnalyticsBatchResult in
      try await uploadHoldingLease(limit: limit)
    }
    return result ?? .busy
  }

  private func uploadHoldingLease(
    limit: Int
  ) async throws(RepositoryError) -> AnalyticsBatchResult {
    let pending: [StoredAnalyticsEvent]
    do {
      pending = try outbox.pendingEvents(limit: limit)
    } catch {
      throw .storage(reason: error.description)
    }
    guard !pending.isEmpty else { return .nothingPending }
    let ids = Set(pending.map(\.id))
    // An event the backend would refuse (a line changed by hand: a 200-character name) is
    // dropped on its own instead of costing its whole batch.
    let events = pending.map(AnalyticsEventEntity.init).filter(\.isAcceptable)
    let result: AnalyticsBatchResult
    do {
      if events.isEmpty {
        result = .discarded(count: pending.count)
      } else {
        let receipt = try await api.recordAnalyticsEvents(AnalyticsBatchEntity(events: events))
        result = .sent(count: events.count, duplicates: receipt.duplicates)
      }
    } catch .api(let answer) where answer.status == 400 {
      // A batch the backend cannot read would be refused on every try and hold back every
      // event after it: it is given up, not retried.
      result = .discarded(count: pending.count)
    } catch {
      throw RepositoryError(error)
    }
    do {
      try outbox.markSent(ids)
    } catch {
      throw .storage(reason: error.description)
    }
    return result
  }
}
