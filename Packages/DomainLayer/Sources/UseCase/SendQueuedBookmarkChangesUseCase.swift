public import Domain

/// Sends the bookmark changes queued while the backend was unreachable, in order; run before a
/// command's own request so that nothing queued is overtaken.
///
/// Call it like a function: `let report = try await sendQueuedBookmarkChanges()`.
public protocol SendQueuedBookmarkChangesUseCase: Sendable {
  /// Sends what is queued; a report of zeros when nothing is.
  ///
  /// - Throws: `.account(_)` for a login problem, `.connectivity(_)` (other than unreachable,
  ///   which leaves the rest queued) or `.storage(_)` otherwise.
  func callAsFunction() async throws(BookmarkError) -> OutboxReport
}
