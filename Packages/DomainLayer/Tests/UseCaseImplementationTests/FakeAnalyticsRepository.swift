import Repository
import Synchronization
import Testing

/// An analytics repository answering each call with the next scripted result; a call past the
/// script is recorded as a test failure.
final class FakeAnalyticsRepository: AnalyticsRepository {
  private let script: Mutex<[Result<AnalyticsBatchResult, RepositoryError>]>
  private let limits = Mutex<[Int]>([])

  init(_ script: [Result<AnalyticsBatchResult, RepositoryError>]) {
    self.script = Mutex(script)
  }

  /// The `limit` of every call, in order.
  var calls: [Int] {
    limits.withLock { $0 }
  }

  func uploadPendingEvents(limit: Int) async throws(RepositoryError) -> AnalyticsBatchResult {
    limits.withLock { $0.append(limit) }
    let next = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    guard let next else {
      Issue.record("Unexpected call: uploadPendingEvents(limit: \(limit))")
      return .nothingPending
    }
    return try next.get()
  }
}
