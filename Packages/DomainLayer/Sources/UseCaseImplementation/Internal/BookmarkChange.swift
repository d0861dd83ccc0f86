import Domain
import Repository

/// One bookmark change, an addition or a removal, through a `BookmarkRepository`: the call,
/// the mapping of its failure and the two domain events, what `AddBookmarkUseCaseImplementation`
/// and `RemoveBookmarkUseCaseImplementation` share.
struct BookmarkChange: Sendable {
  /// Which change.
  enum Kind: Sendable {
    case addition, removal
  }

  let kind: Kind
  let repository: any BookmarkRepository
  let events: DomainEventRecorder

  /// Applies the change to `sessionID`'s bookmark (idempotent), recording `bookmark_added` or
  /// `bookmark_removed` (`session_id`, `delivery`) on success and `bookmark_add_failed` or
  /// `bookmark_remove_failed` (`session_id`, `error`) on failure; `session_id` is the id only
  /// once the backend took the change, else `unknown`.
  func callAsFunction(_ sessionID: Session.ID) async throws(BookmarkError) -> BookmarkChangeResult {
    let write: BookmarkWrite
    do {
      write =
        switch kind {
        case .addition: try await repository.addBookmark(sessionID: sessionID.rawValue)
        case .removal: try await repository.removeBookmark(sessionID: sessionID.rawValue)
        }
    } catch {
      let failure = BookmarkError(error, sessionID: sessionID)
      events.record(
        kind == .addition ? .bookmarkAddFailed : .bookmarkRemoveFailed,
        [
          "session_id": sessionID.analyticsValue(isConfirmed: false),
          "error": failure.analyticsName,
        ])
      throw failure
    }
    let result = BookmarkChangeResult(write)
    events.record(
      kind == .addition ? .bookmarkAdded : .bookmarkRemoved,
      [
        "session_id": sessionID.analyticsValue(isConfirmed: result == .applied),
        "delivery": result.deliveryName,
      ])
    return result
  }
}
