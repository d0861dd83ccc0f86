public import Domain
import Entity
import Foundation
public import Repository
public import UseCase

/// Gets the bookmarks from a `BookmarkRepository` with its queued changes applied; a malformed
/// one is `.connectivity(.incompatible(reason:))`.
public struct GetBookmarksUseCaseImplementation: GetBookmarksUseCase {
  private let repository: any BookmarkRepository

  /// Creates the use case over `repository`.
  public init(repository: any BookmarkRepository) {
    self.repository = repository
  }

  /// The bookmarks; see `GetBookmarksUseCase`.
  public func callAsFunction() async throws(BookmarkError) -> BookmarkList {
    let fetched: Fetched<[BookmarkEntity]>
    let queued: [QueuedBookmarkChange]
    do {
      fetched = try await repository.bookmarks()
      queued = try await repository.queuedChanges()
    } catch {
      throw BookmarkError(error, sessionID: nil)
    }
    var saved: [Bookmark] = []
    for entity in fetched.value {
      guard let createdAt = ISO8601Timestamp(entity.createdAt)?.date else {
        throw .connectivity(
          .incompatible(reason: "the bookmark of \(entity.sessionID) has an unreadable time"))
      }
      saved.append(Bookmark(sessionID: Session.ID(entity.sessionID), createdAt: createdAt))
    }
    let savedAt: Date? =
      switch fetched.source {
      case .network: nil
      case .cache(let savedAt, _): savedAt
      }
    return BookmarkList(
      saved: saved,
      queued: queued.map {
        Bookmark(
          sessionID: Session.ID($0.sessionID), createdAt: $0.queuedAt,
          status: $0.isAddition ? .pendingAddition : .pendingRemoval)
      },
      savedAt: savedAt)
  }
}
