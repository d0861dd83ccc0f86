public import Domain
import Testing
public import UseCase

/// A `SendQueuedBookmarkChangesUseCase` that answers with a scripted closure running on the
/// main actor.
public struct FakeSendQueuedBookmarkChanges: SendQueuedBookmarkChangesUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(BookmarkError) -> OutboxReport

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable () async throws(BookmarkError) -> OutboxReport
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(BookmarkError) -> OutboxReport {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeSendQueuedBookmarkChanges {
    FakeSendQueuedBookmarkChanges { () throws(BookmarkError) in
      Issue.record("Unexpected call: sendQueuedBookmarkChanges()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
