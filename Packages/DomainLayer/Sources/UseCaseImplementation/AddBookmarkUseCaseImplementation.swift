public import Analytics
public import Domain
public import Foundation
public import Repository
public import UseCase

/// Adds a bookmark through a `BookmarkRepository` (idempotent).
///
/// Records the domain event `bookmark_added` (`session_id`, `delivery`: `sent` or `queued`) on
/// success and `bookmark_add_failed` (`session_id`, `error`) on failure; `session_id` is the id
/// only once the backend took the change, else `unknown` (what was typed is never recorded).
public struct AddBookmarkUseCaseImplementation: AddBookmarkUseCase {
  private let change: BookmarkChange

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: Where bookmarks live.
  ///   - analytics: Receives the domain events.
  ///   - now: The clock that stamps the events.
  public init(
    repository: any BookmarkRepository, analytics: any AnalyticsTracking,
    now: @escaping @Sendable () -> Date
  ) {
    change = BookmarkChange(
      kind: .addition, repository: repository,
      events: DomainEventRecorder(analytics: analytics, now: now))
  }

  /// Adds the bookmark of `sessionID`; see `AddBookmarkUseCase`.
  @discardableResult
  public func callAsFunction(
    _ sessionID: Session.ID
  ) async throws(BookmarkError) -> BookmarkChangeResult {
    try await change(sessionID)
  }
}
