public import Domain
public import Foundation
import Testing
public import UseCase

/// A `GetNextSlotUseCase` that answers with a scripted closure running on the main actor, so a
/// test can look at a view model while the call is in flight.
public struct FakeGetNextSlot: GetNextSlotUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (Date) async throws(TimetableError) -> UpcomingSlot

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (Date) async throws(TimetableError) -> UpcomingSlot
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(after instant: Date) async throws(TimetableError) -> UpcomingSlot {
    try await answer(instant)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetNextSlot {
    FakeGetNextSlot { instant throws(TimetableError) in
      Issue.record("Unexpected call: getNextSlot(after: \(instant))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
