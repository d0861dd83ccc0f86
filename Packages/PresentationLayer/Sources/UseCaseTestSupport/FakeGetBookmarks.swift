public import Domain
import Testing
public import UseCase

/// A `GetBookmarksUseCase` that answers with a scripted closure running on the main actor.
public struct FakeGetBookmarks: GetBookmarksUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(BookmarkError) -> BookmarkList

  /// Creates a fake answering with `answer`.
  public init(answer: @escaping @MainActor @Sendable () async throws(BookmarkError) -> BookmarkList)
  {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(BookmarkError) -> BookmarkList {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetBookmarks {
    FakeGetBookmarks { () throws(BookmarkError) in
      Issue.record("Unexpected call: getBookmarks()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
