public import Domain

/// Gets the logged-in person's bookmarks, oldest first, with the changes still waiting to be
/// sent; the copy saved on this device when the backend is unreachable.
///
/// Call it like a function: `let list = try await getBookmarks()`.
public protocol GetBookmarksUseCase: Sendable {
  /// The bookmarks.
  ///
  /// - Throws: `.account(_)` when no one is logged in or the login ended, `.connectivity(_)` or `.storage(_)` otherwise.
  func callAsFunction() async throws(BookmarkError) -> BookmarkList
}
