public import Domain
import Testing
public import UseCase

/// A `GetProgrammeChangesUseCase` that answers with a scripted closure running on the main
/// actor.
public struct FakeGetProgrammeChanges: GetProgrammeChangesUseCase {
  /// The scripted answer, given whether the call marks the programme seen.
  public let answer: @MainActor @Sendable (Bool) async throws(TimetableError) -> ProgrammeChanges

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (Bool) async throws(TimetableError) -> ProgrammeChanges
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(markingSeen: Bool) async throws(TimetableError) -> ProgrammeChanges {
    try await answer(markingSeen)
  }
}
