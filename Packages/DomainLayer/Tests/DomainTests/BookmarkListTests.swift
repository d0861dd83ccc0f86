import Domain
import Foundation
import Testing

struct BookmarkListTests {
  private let savedAt = Date(timeIntervalSince1970: 1_000)
  private let monday = Date(timeIntervalSince1970: 100)
  private let tuesday = Date(timeIntervalSince1970: 200)
  private let wednesday = Date(timeIntervalSince1970: 300)

  @Test
  func aSavedBookmarkQueuedForRemovalThenForAdditionIsSavedAgain() {
    let list = BookmarkList(
      saved: [Bookmark(sessionID: "104", createdAt: monday)],
      queued: [
        Bookmark(sessionID: "104", createdAt: tuesday, status: .pendingRemoval),
        Bookmark(sessionID: "104", createdAt: wednesday, status: .pendingAddition),
      ],
      savedAt: savedAt)

    #expect(
      list
        == BookmarkList(
          bookmarks: [Bookmark(sessionID: "104", createdAt: monday, status: .saved)],
          savedAt: savedAt))
    #expect(list.bookmarkedSessionIDs == ["104"])
    #expect(list.pendingCount == 0)
  }

  @Test
  func aSavedBookmarkQueuedForAdditionThenForRemovalIsPendingRemoval() {
    let list = BookmarkList(
      saved: [Bookmark(sessionID: "104", createdAt: monday)],
      queued: [
        Bookmark(sessionID: "104", createdAt: tuesday, status: .pendingAddition),
        Bookmark(sessionID: "104", createdAt: wednesday, status: .pendingRemoval),
      ],
      savedAt: nil)

    #expect(
      list
        == BookmarkList(
          bookmarks: [Bookmark(sessionID: "104", createdAt: monday, status: .pendingRemoval)],
          savedAt: nil))
    #expect(list.bookmarkedSessionIDs == [])
    #expect(list.pendingCount == 1)
  }

  @Test
  func aSavedBookmarkRemovedAddedAndRemovedAgainIsPendingRemoval() {
    let list = BookmarkList(
      saved: [Bookmark(sessionID: "104", createdAt: monday)],
      queued: [
        Bookmark(sessionID: "104", createdAt: tuesday, status: .pendingRemoval),
        Bookmark(sessionID: "104", createdAt: tuesday, status: .pendingAddition),
        Bookmark(sessionID: "104", createdAt: wednesday, status: .pendingRemoval),
      ],
      savedAt: nil)

    #expect(
      list
        == BookmarkList(
          bookmarks: [Bookmark(sessionID: "104", createdAt: monday, status: .pendingRemoval)],
          savedAt: nil))
  }

  @Test
  func aNewBookmarkQueuedForAdditionThenForRemovalIsPendingRemoval() {
    let list = BookmarkList(
      saved: [Bookmark(sessionID: "101", createdAt: monday)],
      queued: [
        Bookmark(sessionID: "104", createdAt: tuesday, status: .pendingAddition),
        Bookmark(sessionID: "104", createdAt: wednesday, status: .pendingRemoval),
      ],
      savedAt: nil)

    #expect(
      list
        == BookmarkList(
          bookmarks: [
            Bookmark(sessionID: "101", createdAt: monday, status: .saved),
            Bookmark(sessionID: "104", createdAt: tuesday, status: .pendingRemoval),
          ],
          savedAt: nil))
    #expect(list.bookmarkedSessionIDs == ["101"])
  }

  @Test
  func queuedChangesApplyInOrderAndLeaveOtherBookmarksAlone() {
    let list = BookmarkList(
      saved: [
        Bookmark(sessionID: "101", createdAt: monday),
        Bookmark(sessionID: "102", createdAt: monday),
      ],
      queued: [
        Bookmark(sessionID: "102", createdAt: tuesday, status: .pendingRemoval),
        Bookmark(sessionID: "105", createdAt: tuesday, status: .pendingAddition),
        Bookmark(sessionID: "101", createdAt: wednesday, status: .pendingAddition),
        Bookmark(sessionID: "109", createdAt: wednesday, status: .pendingRemoval),
      ],
      savedAt: savedAt)

    #expect(
      list
        == BookmarkList(
          bookmarks: [
            Bookmark(sessionID: "101", createdAt: monday, status: .saved),
            Bookmark(sessionID: "102", createdAt: monday, status: .pendingRemoval),
            Bookmark(sessionID: "105", createdAt: tuesday, status: .pendingAddition),
          ],
          savedAt: savedAt))
    #expect(list.bookmarkedSessionIDs == ["101", "105"])
    #expect(list.pendingCount == 2)
  }
}
