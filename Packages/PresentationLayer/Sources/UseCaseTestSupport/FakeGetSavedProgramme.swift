public import Domain
public import UseCase

/// A `GetSavedProgrammeUseCase` that answers with a scripted closure.
public struct FakeGetSavedProgramme: GetSavedProgrammeUseCase {
  /// The scripted answer.
  public let answer: @Sendable () -> [Timetable]

  /// Creates a fake answering with `answer`.
  public init(answer: @escaping @Sendable () -> [Timetable]) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async -> [Timetable] {
    answer()
  }
}
