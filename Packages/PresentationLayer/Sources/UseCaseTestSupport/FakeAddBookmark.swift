public import Domain
import Testing
public import UseCase

/// A `AddBookmarkUseCase` that answers with a scripted closure running on the main actor.
public struct FakeAddBookmark: AddBookmarkUseCase {
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
  public static var unexpected: FakeAddBookmark {
    FakeAddBookmark { sessionID throws(BookmarkError) in
      Issue.record("Unexpected call: addBookmark(\(sessionID))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
