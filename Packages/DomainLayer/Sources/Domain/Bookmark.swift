public import Foundation

/// A session the logged-in person bookmarked.
public struct Bookmark: Sendable, Equatable {
  /// The bookmarked session.
  public let sessionID: Session.ID
  /// When it was bookmarked.
  public let createdAt: Date

  /// Creates a bookmark.
  public init(sessionID: Session.ID, createdAt: Date) {
    self.sessionID = sessionID
    self.createdAt = createdAt
  }
}
