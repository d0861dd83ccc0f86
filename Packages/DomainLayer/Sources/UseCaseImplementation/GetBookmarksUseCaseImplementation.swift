public import Domain
import Entity
import Foundation
public import Repository
public import UseCase

/// Gets the bookmarks from a `BookmarkRepository`; a malformed one is
/// `.connectivity(.incompatible(reason:))`.
public struct GetBookmarksUseCaseImplementation: GetBookmarksUseCase {
  private let repository: any BookmarkRepository

  /// Creates the use case over `repository`.
  public init(repository: any BookmarkRepository) {
    self.repository = repository
  }

  /// The bookmarks; see `GetBookmarksUseCase`.
  public func callAsFunction() async throws(BookmarkError) -> [Bookmark] {
    let entities: [BookmarkEntity]
    do {
      entities = try await repository.bookmarks()
    } catch {
      throw BookmarkError(error, sessionID: nil)
    }
    var bookmarks: [Bookmark] = []
    for entity in entities {
      guard let createdAt = ISO8601Timestamp(entity.createdAt)?.date else {
        throw .connectivity(
          .incompatible(reason: "the bookmark of \(entity.sessionID) has an unreadable time"))
      }
      bookmarks.append(Bookmark(sessionID: Session.ID(entity.sessionID), createdAt: createdAt))
    }
    return bookmarks
  }
}
