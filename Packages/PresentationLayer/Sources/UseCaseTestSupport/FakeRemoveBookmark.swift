public import Domain
import Testing
public import UseCase

/// A `RemoveBookmarkUseCase` that answers with a scripted closure running on the main actor.
public struct FakeRemoveBookmark: RemoveBookmarkUseCase {
  /// The scripted answer.
  public let answer:
    @MainActor @Sendable (Session.ID) async throws(BookmarkError) -> BookmarkChangeResult

  /// Creates a fake answering with `answer`.
  public init(
    answer:
      @escaping @MainActor @Sendable (Session.ID) async throws(BookmarkError) ->
      BookmarkChangeResult
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  @discardableResult
  public func callAsFunction(
    _ sessionID: Session.ID
  ) async throws(BookmarkError) -> BookmarkChangeResult {
    try await answer(sessionID)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeRemoveBookmark {
    FakeRemoveBookmark { sessionID throws(BookmarkError) in
      Issue.record("Unexpected call: removeBookmark(\(sessionID))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
