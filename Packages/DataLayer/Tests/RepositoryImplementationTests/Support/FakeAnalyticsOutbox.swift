import Analytics
import Foundation
import Synchronization

/// An outbox in memory whose lease can be held by "another process" and whose reads and
/// writes can fail.
final class FakeAnalyticsOutbox: AnalyticsOutbox {
  private struct State {
    var events: [StoredAnalyticsEvent] = []
    var sent: Set<UUID> = []
  }

  private let state = Mutex(State())
  private let isLeaseHeldElsewhere: Bool
  private let failure: AnalyticsStoreError?

  /// An outbox holding `events`, none sent.
  init(
    _ events: [StoredAnalyticsEvent], isLeaseHeldElsewhere: Bool = false,
    failure: AnalyticsStoreError? = nil
  ) {
    state.withLock { $0.events = events }
    self.isLeaseHeldElsewhere = isLeaseHeldElsewhere
    self.failure = failure
  }

  /// The ids marked sent so far.
  var sentIDs: Set<UUID> {
    state.withLock { $0.sent }
  }

  func pendingEvents(limit: Int) throws(AnalyticsStoreError) -> [StoredAnalyticsEvent] {
    if let failure { throw failure }
    return state.withLock { state in
      Array(state.events.filter { !state.sent.contains($0.id) }.prefix(limit))
    }
  }

  func markSent(_ ids: Set<UUID>) throws(AnalyticsStoreError) {
    if let failure { throw failure }
    state.withLock { $0.sent.formUnion(ids) }
  }

  func withUploadLease<Value, Failure: Error>(
    _ body: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value? {
    isLeaseHeldElsewhere ? nil : try await body()
  }
}
