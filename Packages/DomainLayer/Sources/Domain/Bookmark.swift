public import Foundation

/// A session the logged-in person bookmarked, or a bookmark change still on its way.
public struct Bookmark: Sendable, Equatable {
  /// Whether the backend has the bookmark yet.
  public enum Status: Sendable, Equatable {
    /// The backend has it.
    case saved
    /// Added while the backend was unreachable: queued, sent by the next command that reaches
    /// it.
    case pendingAddition
    /// Removed while the backend was unreachable: queued, sent by the next command that
    /// reaches it.
    case pendingRemoval
  }

  /// The bookmarked session.
  public let sessionID: Session.ID
  /// When it was bookmarked (or the change queued).
  public let createdAt: Date
  /// Whether the backend has it yet.
  public let status: Status

  /// Creates a bookmark.
  public init(sessionID: Session.ID, createdAt: Date, status: Status = .saved) {
    self.sessionID = sessionID
    self.createdAt = createdAt
    self.status = status
  }
}
