import Domain
import Testing
import UseCase

/// Answers with a scripted closure that runs on the main actor, so a test can look at a view
/// model while its load is in flight.
struct FakeGetTimetable: GetTimetableUseCase {
  let answer: @MainActor @Sendable (ConferenceDay) async throws(TimetableError) -> Timetable

  func callAsFunction(for day: ConferenceDay) async throws(TimetableError) -> Timetable {
    try await answer(day)
  }

  /// A fake that records a test failure when called.
  static let unexpected = FakeGetTimetable { day throws(TimetableError) in
    Issue.record("Unexpected call: getTimetable(for: \(day))")
    throw .unavailable(reason: "unexpected call")
  }
}

/// Answers with a scripted closure that runs on the main actor.
struct FakeGetSession: GetSessionUseCase {
  let answer: @MainActor @Sendable (Session.ID) async throws(TimetableError) -> SessionDetail

  func callAsFunction(_ id: Session.ID) async throws(TimetableError) -> SessionDetail {
    try await answer(id)
  }
}

/// Answers with a scripted closure that runs on the main actor.
struct FakeSearchSessions: SearchSessionsUseCase {
  let answer: @MainActor @Sendable (String) async throws(TimetableError) -> [Session]

  func callAsFunction(matching text: String) async throws(TimetableError) -> [Session] {
    try await answer(text)
  }
}

/// Holds a value set after the closure that reads it was made.
@MainActor
final class Box<Value> {
  var value: Value?
}
