public import Domain
import Testing
public import UseCase

/// A `LogInUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeLogIn: LogInUseCase {
  /// The scripted answer.
  public let answer:
    @MainActor @Sendable (EmailAddress, Password) async throws(SessionError) -> User

  /// Creates a fake answering with `answer`.
  public init(
    answer:
      @escaping @MainActor @Sendable (EmailAddress, Password) async throws(SessionError) -> User
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction(email: EmailAddress, password: Password) async throws(SessionError)
    -> User
  {
    try await answer(email, password)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeLogIn {
    FakeLogIn { email, _ throws(SessionError) in
      Issue.record("Unexpected call: logIn(email: \(email))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
