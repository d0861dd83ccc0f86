public import Domain
import Testing
public import UseCase

/// A `GetTimetableUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeGetTimetable: GetTimetableUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (ConferenceDay) async throws(TimetableError) -> Timetable

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (ConferenceDay) async throws(TimetableError) -> Timetable
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(for day: ConferenceDay) async throws(TimetableError) -> Timetable {
    try await answer(day)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetTimetable {
    FakeGetTimetable { day throws(TimetableError) in
      Issue.record("Unexpected call: getTimetable(for: \(day))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
