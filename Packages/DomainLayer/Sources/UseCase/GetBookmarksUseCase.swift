public import Domain

/// Gets the logged-in person's bookmarks, oldest first.
///
/// Call it like a function: `let bookmarks = try await getBookmarks()`.
public protocol GetBookmarksUseCase: Sendable {
  /// The bookmarks.
  ///
  /// - Throws: `.session(_)` when no one is logged in or the session ended, `.connectivity(_)` or `.storage(_)` otherwise.
  func callAsFunction() async throws(BookmarkError) -> [Bookmark]
}
