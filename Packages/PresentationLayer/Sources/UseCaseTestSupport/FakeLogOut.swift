public import Domain
import Testing
public import UseCase

/// A `LogOutUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeLogOut: LogOutUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(SessionError) -> Void

  /// Creates a fake answering with `answer`.
  public init(answer: @escaping @MainActor @Sendable () async throws(SessionError) -> Void) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(SessionError) {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeLogOut {
    FakeLogOut { () throws(SessionError) in
      Issue.record("Unexpected call: logOut()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
