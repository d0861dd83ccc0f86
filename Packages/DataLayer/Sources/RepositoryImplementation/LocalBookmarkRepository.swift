public import DataStore
public import Entity
public import Foundation
public import Repository

/// Bookmarks kept on this device, for a conference that has no account backend (one read from
/// a published schedule feed).
///
/// There is no account and no server to agree with: the `LocalBookmarkStore` is the source of
/// truth. So no call ever needs a login (none throws `.notAuthenticated`), the list is never a
/// stale copy (its source is always `.network`, "the truth as it is now"), every change is
/// applied at once and reported `.sent`, and nothing is ever queued. A store failure is
/// `.storageFull` for a full disk and `.storage` otherwise.
public final class LocalBookmarkRepository: BookmarkRepository {
  private let store: LocalBookmarkStore
  private let sessionExists: @Sendable (String) async -> Bool
  private let now: @Sendable () -> Date

  /// Creates a repository keeping its bookmarks in `store`.
  ///
  /// - Parameters:
  ///   - store: The conference's bookmark file.
  ///   - sessionExists: Whether the programme has a session of this id; asked before a
  ///     bookmark is added, never before one is removed.
  ///   - now: The clock that stamps a new bookmark.
  public init(
    store: LocalBookmarkStore, sessionExists: @escaping @Sendable (String) async -> Bool,
    now: @escaping @Sendable () -> Date
  ) {
    self.store = store
    self.sessionExists = sessionExists
    self.now = now
  }

  /// The bookmarks on this device, oldest first, as `.network`: they are the truth, not a copy.
  ///
  /// - Throws: `.storageFull` or `.storage` when the store fails.
  public func bookmarks() async throws(RepositoryError) -> Fetched<[BookmarkEntity]> {
    let list = try await usingStore { () throws(StoreError) in try await store.bookmarks() }
    return Fetched(value: list, source: .network)
  }

  /// None: a change is applied when it is made, so nothing ever waits.
  public func queuedChanges() async throws(RepositoryError) -> [QueuedBookmarkChange] {
    []
  }

  /// Bookmarks a session of the programme, stamped with `now` (idempotent: a session already
  /// bookmarked keeps its first date); `.sent` once it is stored.
  ///
  /// - Throws: `.notFound(.session)`, writing nothing, when the programme has
  ///   no such session; `.storageFull` or `.storage` when the store fails.
  public func addBookmark(sessionID: String) async throws(RepositoryError) -> BookmarkWrite {
    guard await sessionExists(sessionID) else { throw .notFound(.session) }
    let createdAt = now()
    try await usingStore { () throws(StoreError) in
      try await store.add(sessionID: sessionID, createdAt: createdAt)
    }
    return .sent
  }

  /// Removes a bookmark (idempotent); `.sent` once it is gone. The programme is not asked: a
  /// bookmark of a session that left the programme must still be removable.
  ///
  /// - Throws: `.storageFull` or `.storage` when the store fails.
  public func removeBookmark(sessionID: String) async throws(RepositoryError) -> BookmarkWrite {
    try await usingStore { () throws(StoreError) in try await store.remove(sessionID: sessionID) }
    return .sent
  }

  /// `.nothingQueued`: nothing is ever queued.
  public func sendQueuedChanges() async throws(RepositoryError) -> OutboxDelivery {
    .nothingQueued
  }

  /// Runs a store operation, reporting its failure as the repository's storage error.
  @discardableResult
  private func usingStore<Value>(
    _ body: () async throws(StoreError) -> Value
  ) async throws(RepositoryError) -> Value {
    do {
      return try await body()
    } catch {
      throw RepositoryError(error, in: "the bookmark store")
    }
  }
}
