public import Entity

/// The logged-in person's bookmarks. Every call needs a stored session and renews its tokens as
/// needed; it throws `.notAuthenticated`, `.sessionExpired` or `.credentialsRefused` for login
/// problems, and otherwise as any backend call.
public protocol BookmarkRepository: Sendable {
  /// The bookmarks, oldest first.
  func bookmarks() async throws(RepositoryError) -> [BookmarkEntity]
  /// Bookmarks a session (idempotent).
  ///
  /// - Throws: `.notFound(code: "session_not_found")` for an unknown session.
  func addBookmark(sessionID: String) async throws(RepositoryError)
  /// Removes a bookmark (idempotent).
  func removeBookmark(sessionID: String) async throws(RepositoryError)
}
