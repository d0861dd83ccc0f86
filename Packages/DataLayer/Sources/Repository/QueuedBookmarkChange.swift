public import Foundation

/// A bookmark change waiting in the outbox for the backend.
public struct QueuedBookmarkChange: Sendable, Equatable {
  /// The session whose bookmark changes.
  public let sessionID: String
  /// `true` to add the bookmark, `false` to remove it.
  public let isAddition: Bool
  /// When the change was queued.
  public let queuedAt: Date

  /// Creates a queued change.
  public init(sessionID: String, isAddition: Bool, queuedAt: Date) {
    self.sessionID = sessionID
    self.isAddition = isAddition
    self.queuedAt = queuedAt
  }
}
