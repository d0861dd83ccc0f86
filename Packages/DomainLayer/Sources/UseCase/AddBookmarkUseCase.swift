public import Domain

/// Bookmarks a session; adding one that is bookmarked already succeeds.
///
/// Call it like a function: `try await addBookmark(id)`.
public protocol AddBookmarkUseCase: Sendable {
  /// Bookmarks `sessionID`.
  ///
  /// - Throws: `.sessionNotFound` for an unknown session, `.session(_)` for a login problem, `.connectivity(_)` or `.storage(_)` otherwise.
  func callAsFunction(_ sessionID: Session.ID) async throws(BookmarkError)
}
