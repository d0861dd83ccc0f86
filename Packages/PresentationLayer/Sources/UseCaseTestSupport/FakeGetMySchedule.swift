public import Domain
import Testing
public import UseCase

/// A `GetMyScheduleUseCase` that answers with a scripted closure running on the main actor.
public struct FakeGetMySchedule: GetMyScheduleUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(BookmarkError) -> MySchedule

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable () async throws(BookmarkError) -> MySchedule
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(BookmarkError) -> MySchedule {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetMySchedule {
    FakeGetMySchedule { () throws(BookmarkError) in
      Issue.record("Unexpected call: getMySchedule()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
