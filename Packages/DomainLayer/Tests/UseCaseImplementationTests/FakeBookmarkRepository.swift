import Entity
import Foundation
import Repository
import Synchronization
import Testing

/// A bookmark repository answering from a scripted list, queue and outcomes; records every
/// call.
final class FakeBookmarkRepository: BookmarkRepository {
  /// A call the repository received.
  enum Call: Equatable {
    case bookmarks
    case queuedChanges
    case add(String)
    case remove(String)
    case sendQueuedChanges
  }

  private let list: Result<Fetched<[BookmarkEntity]>, RepositoryError>
  private let queued: [QueuedBookmarkChange]
  private let write: Result<BookmarkWrite, RepositoryError>
  private let delivery: Result<OutboxDelivery, RepositoryError>
  private let recorded = Mutex<[Call]>([])

  /// Creates a repository answering `bookmarks()` with `list` (bookmarked ids, from the
  /// network), `queuedChanges()` with `queued`, changes with `write` and sending with
  /// `delivery`.
  init(
    ids: [String] = [], source: Fetched<[BookmarkEntity]>.Source = .network,
    queued: [QueuedBookmarkChange] = [], failure: RepositoryError? = nil,
    write: Result<BookmarkWrite, RepositoryError> = .success(.sent),
    delivery: Result<OutboxDelivery, RepositoryError> = .success(.nothingQueued)
  ) {
    let entities = ids.map { BookmarkEntity(sessionID: $0, createdAt: "2027-03-09T09:00:00+09:00") }
    list = failure.map { .failure($0) } ?? .success(Fetched(value: entities, source: source))
    self.queued = queued
    self.write = write
    self.delivery = delivery
  }

  /// Every call so far, oldest first.
  var calls: [Call] {
    recorded.withLock { $0 }
  }

  func bookmarks() async throws(RepositoryError) -> Fetched<[BookmarkEntity]> {
    recorded.withLock { $0.append(.bookmarks) }
    return try list.get()
  }

  func queuedChanges() async throws(RepositoryError) -> [QueuedBookmarkChange] {
    recorded.withLock { $0.append(.queuedChanges) }
    return queued
  }

  func addBookmark(sessionID: String) async throws(RepositoryError) -> BookmarkWrite {
    recorded.withLock { $0.append(.add(sessionID)) }
    return try write.get()
  }

  func removeBookmark(sessionID: String) async throws(RepositoryError) -> BookmarkWrite {
    recorded.withLock { $0.append(.remove(sessionID)) }
    return try write.get()
  }

  func sendQueuedChanges() async throws(RepositoryError) -> OutboxDelivery {
    recorded.withLock { $0.append(.sendQueuedChanges) }
    return try delivery.get()
  }
}
