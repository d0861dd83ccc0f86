/// One bookmarked session (`GET /v1/me/bookmarks`).
public struct BookmarkEntity: Codable, Sendable, Equatable {
  /// The bookmarked session's identifier.
  public let sessionID: String
  /// When it was bookmarked, ISO 8601 with an offset.
  public let createdAt: String

  /// Creates a bookmark.
  public init(sessionID: String, createdAt: String) {
    self.sessionID = sessionID
    self.createdAt = createdAt
  }

  enum CodingKeys: String, CodingKey {
    case sessionID = "session_id"
    case createdAt = "created_at"
  }
}
