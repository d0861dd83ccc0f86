public import Domain

/// Bookmarks a session; adding one that is bookmarked already succeeds. While the backend is
/// unreachable the change is queued on this device and sent later.
///
/// Call it like a function: `try await addBookmark(id)`.
public protocol AddBookmarkUseCase: Sendable {
  /// Bookmarks `sessionID`; `.queued` when the backend could not be reached.
  ///
  /// - Throws: `.sessionNotFound` for an unknown session, `.account(_)` for a login problem, `.connectivity(_)` or `.storage(_)` otherwise.
  @discardableResult
  func callAsFunction(_ sessionID: Session.ID) async throws(BookmarkError) -> BookmarkChangeResult
}
