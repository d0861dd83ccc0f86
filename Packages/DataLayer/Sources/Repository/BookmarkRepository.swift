public import Entity

/// The logged-in person's bookmarks. Every call needs a stored session and renews its tokens as
/// needed; it throws `.notAuthenticated`, `.loginExpired` or `.credentialsRefused` for login
/// problems, and otherwise as any backend call.
///
/// Changes made while the backend is unreachable are not lost: they wait in a persistent outbox
/// and every call that reaches the backend first sends the outbox, in order, before its own
/// request. The last bookmark list the backend confirmed is kept, so the bookmarks can be read
/// offline.
public protocol BookmarkRepository: Sendable {
  /// The bookmarks, oldest first, from the backend or, when it is unreachable, the last list it
  /// confirmed (`.cache`); queued changes are not applied (see `queuedChanges()`).
  func bookmarks() async throws(RepositoryError) -> Fetched<[BookmarkEntity]>
  /// The changes waiting in the outbox, oldest first.
  func queuedChanges() async throws(RepositoryError) -> [QueuedBookmarkChange]
  /// Bookmarks a session (idempotent), or queues the change when the backend is unreachable.
  ///
  /// - Throws: `.notFound(.session)` for an unknown session.
  func addBookmark(sessionID: String) async throws(RepositoryError) -> BookmarkWrite
  /// Removes a bookmark (idempotent), or queues the change when the backend is unreachable.
  func removeBookmark(sessionID: String) async throws(RepositoryError) -> BookmarkWrite
  /// Sends the queued changes in order; stops, leaving the rest queued, when the backend
  /// becomes unreachable. Safe to call from several processes at once: one sends, the others
  /// wait for it.
  func sendQueuedChanges() async throws(RepositoryError) -> OutboxDelivery
}
