import Domain
import Foundation
import Repository
import Testing
import UseCaseImplementation

struct GetBookmarksUseCaseImplementationTests {
  private let queuedAt = Date(timeIntervalSince1970: 1_804_000_000)

  @Test("fresh bookmarks, then queued additions appended and queued removals marked")
  func queuedChangesApplied() async throws {
    let repository = FakeBookmarkRepository(
      ids: ["104", "105"],
      queued: [
        QueuedBookmarkChange(sessionID: "201", isAddition: true, queuedAt: queuedAt),
        QueuedBookmarkChange(sessionID: "105", isAddition: false, queuedAt: queuedAt),
        QueuedBookmarkChange(sessionID: "104", isAddition: true, queuedAt: queuedAt),
        QueuedBookmarkChange(sessionID: "999", isAddition: false, queuedAt: queuedAt),
      ])
    let list = try await GetBookmarksUseCaseImplementation(repository: repository)()
    #expect(list.bookmarks.map(\.sessionID) == ["104", "105", "201"])
    #expect(list.bookmarks.map(\.status) == [.saved, .pendingRemoval, .pendingAddition])
    #expect(list.bookmarks.last?.createdAt == queuedAt)
    #expect(list.bookmarkedSessionIDs == ["104", "201"])
    #expect(list.pendingCount == 2)
    #expect(list.savedAt == nil)
  }

  @Test("the copy saved on this device says when it was saved")
  func savedCopy() async throws {
    let repository = FakeBookmarkRepository(ids: ["104"], source: .cache(savedAt: queuedAt))
    let list = try await GetBookmarksUseCaseImplementation(repository: repository)()
    #expect(list.savedAt == queuedAt)
    #expect(list.bookmarks.map(\.status) == [.saved])
  }

  @Test("the backend unreachable with no saved copy is a connectivity error")
  func offline() async {
    let repository = FakeBookmarkRepository(failure: .offline(reason: "connection refused"))
    await #expect(throws: BookmarkError.connectivity(.offline)) {
      try await GetBookmarksUseCaseImplementation(repository: repository)()
    }
  }
}
