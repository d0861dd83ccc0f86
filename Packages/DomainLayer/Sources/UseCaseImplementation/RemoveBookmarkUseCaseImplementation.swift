public import Analytics
public import Domain
public import Foundation
public import Repository
public import UseCase

/// Removes a bookmark through a `BookmarkRepository` (idempotent).
///
/// Records the domain event `bookmark_removed` (`session_id`, `delivery`: `sent` or `queued`) on
/// success and `bookmark_remove_failed` (`session_id`, `error`) on failure; `session_id` is the id
/// only once the backend took the change, else `unknown` (what was typed is never recorded).
public struct RemoveBookmarkUseCaseImplementation: RemoveBookmarkUseCase {
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
      kind: .removal, repository: repository,
      events: DomainEventRecorder(analytics: analytics, now: now))
  }

  /// Removes the bookmark of `sessionID`; see `RemoveBookmarkUseCase`.
  @discardableResult
  public func callAsFunction(
    _ sessionID: Session.ID
  ) async throws(BookmarkError) -> BookmarkChangeResult {
    try await change(sessionID)
  }
}
