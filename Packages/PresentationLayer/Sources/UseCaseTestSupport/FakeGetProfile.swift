public import Domain
import Testing
public import UseCase

/// A `GetProfileUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeGetProfile: GetProfileUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable () async throws(ProfileError) -> User

  /// Creates a fake answering with `answer`.
  public init(answer: @escaping @MainActor @Sendable () async throws(ProfileError) -> User) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  public func callAsFunction() async throws(ProfileError) -> User {
    try await answer()
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeGetProfile {
    FakeGetProfile { () throws(ProfileError) in
      Issue.record("Unexpected call: getProfile()")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
