public import Domain
import Testing
public import UseCase

/// A `GetSessionUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeGetSession: GetSessionUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (Session.ID) async throws(TimetableError) -> SessionDetail

  /// Creates a fake answering with `answer`.
  public init(
    answer:
      @escaping @MainActor @Sendable (Session.ID) async throws(TimetableError) -> SessionDetail
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(_ id: Session.ID) async throws(TimetableError) -> SessionDetail {
    try await answer(id)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetSession {
    FakeGetSession { id throws(TimetableError) in
      Issue.record("Unexpected call: getSession(\(id))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
