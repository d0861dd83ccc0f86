/// `GET /v1/me/bookmarks`: `{"bookmarks": [...]}`, oldest first.
public struct BookmarkListEntity: Codable, Sendable, Equatable {
  /// The bookmarks.
  public let bookmarks: [BookmarkEntity]

  /// Creates a list.
  public init(bookmarks: [BookmarkEntity]) {
    self.bookmarks = bookmarks
  }
}
