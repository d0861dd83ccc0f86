public import Domain

/// Removes a bookmark; removing one that does not exist succeeds. While the backend is
/// unreachable the change is queued on this device and sent later.
///
/// Call it like a function: `try await removeBookmark(id)`.
public protocol RemoveBookmarkUseCase: Sendable {
  /// Removes the bookmark of `sessionID`; `.queued` when the backend could not be reached.
  ///
  /// - Throws: `.account(_)` for a login problem, `.connectivity(_)` or `.storage(_)` otherwise.
  @discardableResult
  func callAsFunction(_ sessionID: Session.ID) async throws(BookmarkError) -> BookmarkChangeResult
}
