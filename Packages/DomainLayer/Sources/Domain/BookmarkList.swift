public import Foundation

/// The logged-in person's bookmarks with the changes still waiting to be sent.
public struct BookmarkList: Sendable, Equatable {
  /// The bookmarks the backend confirmed, oldest first, then the queued additions; a queued
  /// removal keeps its bookmark in place with `.pendingRemoval`.
  public let bookmarks: [Bookmark]
  /// When the list is the copy saved at that time because the backend was unreachable; `nil`
  /// when it is fresh.
  public let savedAt: Date?

  /// Creates a list.
  public init(bookmarks: [Bookmark], savedAt: Date?) {
    self.bookmarks = bookmarks
    self.savedAt = savedAt
  }

  /// Applies queued changes, oldest first, to the confirmed `saved` bookmarks. Each queued
  /// change is a bookmark with `.pendingAddition` or `.pendingRemoval` status.
  ///
  /// A queued addition of a bookmark the list has already changes nothing (one marked for
  /// removal is restored); one it has not is appended. A queued removal marks the bookmark
  /// `.pendingRemoval` (and of a bookmark the list does not have, changes nothing).
  public init(saved: [Bookmark], queued: [Bookmark], savedAt: Date?) {
    var bookmarks = saved
    for change in queued {
      let index = bookmarks.firstIndex { $0.sessionID == change.sessionID }
      switch (change.status, index) {
      case (.pendingAddition, nil):
        bookmarks.append(change)
      case (.pendingAddition, .some(let index)):
        bookmarks[index] = Bookmark(
          sessionID: change.sessionID, createdAt: bookmarks[index].createdAt,
          status: bookmarks[index].status == .pendingRemoval ? .saved : bookmarks[index].status)
      case (.pendingRemoval, .some(let index)):
        bookmarks[index] = Bookmark(
          sessionID: change.sessionID, createdAt: bookmarks[index].createdAt,
          status: .pendingRemoval)
      case (.pendingRemoval, nil), (.saved, _):
        break
      }
    }
    self.init(bookmarks: bookmarks, savedAt: savedAt)
  }

  /// The sessions that count as bookmarked: saved ones and queued additions.
  public var bookmarkedSessionIDs: Set<Session.ID> {
    Set(bookmarks.filter { $0.status != .pendingRemoval }.map(\.sessionID))
  }

  /// How many changes are waiting to be sent.
  public var pendingCount: Int {
    bookmarks.count { $0.status != .saved }
  }
}
