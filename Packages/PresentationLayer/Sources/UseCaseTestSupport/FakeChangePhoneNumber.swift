public import Domain
import Testing
public import UseCase

/// A `ChangePhoneNumberUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeChangePhoneNumber: ChangePhoneNumberUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (PhoneNumber) async throws(ProfileError) -> User

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (PhoneNumber) async throws(ProfileError) -> User
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  @discardableResult
  public func callAsFunction(to newNumber: PhoneNumber) async throws(ProfileError) -> User {
    try await answer(newNumber)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeChangePhoneNumber {
    FakeChangePhoneNumber { newNumber throws(ProfileError) in
      Issue.record("Unexpected call: changePhoneNumber(to: \(newNumber))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
