public import Domain
import Testing
public import UseCase

/// A `RestoreSessionUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeRestoreSession: RestoreSessionUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(SessionError) -> RestoredSession

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable () async throws(SessionError) -> RestoredSession
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(SessionError) -> RestoredSession {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeRestoreSession {
    FakeRestoreSession { () throws(SessionError) in
      Issue.record("Unexpected call: restoreSession()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
