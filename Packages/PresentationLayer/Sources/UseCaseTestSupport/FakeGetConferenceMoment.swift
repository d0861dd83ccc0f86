public import Domain
public import Foundation
import Testing
public import UseCase

/// A `GetConferenceMomentUseCase` that answers with a scripted closure running on the main
/// actor, so a test can look at a view model while the call is in flight.
public struct FakeGetConferenceMoment: GetConferenceMomentUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (Date) async throws(TimetableError) -> ConferenceMoment

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (Date) async throws(TimetableError) -> ConferenceMoment
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(at instant: Date) async throws(TimetableError) -> ConferenceMoment {
    try await answer(instant)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetConferenceMoment {
    FakeGetConferenceMoment { instant throws(TimetableError) in
      Issue.record("Unexpected call: getConferenceMoment(at: \(instant))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
