public import Foundation

/// A bookmark change that could not be sent and waits in the `BookmarkOutbox`.
public struct OutboxEntry: Sendable, Equatable {
  /// The entry's place in the queue: entries are sent in increasing order.
  public let id: Int64
  /// The account whose bookmark changes.
  public let accountID: String
  /// The session whose bookmark changes.
  public let sessionID: String
  /// `true` to add the bookmark, `false` to remove it.
  public let isAddition: Bool
  /// When the change was queued.
  public let queuedAt: Date

  /// Creates an entry.
  public init(id: Int64, accountID: String, sessionID: String, isAddition: Bool, queuedAt: Date) {
    self.id = id
    self.accountID = accountID
    self.sessionID = sessionID
    self.isAddition = isAddition
    self.queuedAt = queuedAt
  }
}
