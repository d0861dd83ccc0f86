public import Domain
import Testing
public import UseCase

/// A `GetLoginStatusUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeGetLoginStatus: GetLoginStatusUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(SessionError) -> LoginStatus

  /// Creates a fake answering with `answer`.
  public init(answer: @escaping @MainActor @Sendable () async throws(SessionError) -> LoginStatus) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(SessionError) -> LoginStatus {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetLoginStatus {
    FakeGetLoginStatus { () throws(SessionError) in
      Issue.record("Unexpected call: getLoginStatus()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
