public import Domain

/// Removes a bookmark; removing one that does not exist succeeds.
///
/// Call it like a function: `try await removeBookmark(id)`.
public protocol RemoveBookmarkUseCase: Sendable {
  /// Removes the bookmark of `sessionID`.
  ///
  /// - Throws: `.session(_)` for a login problem, `.connectivity(_)` or `.storage(_)` otherwise.
  func callAsFunction(_ sessionID: Session.ID) async throws(BookmarkError)
}
