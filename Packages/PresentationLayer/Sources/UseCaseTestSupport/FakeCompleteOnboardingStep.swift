public import Domain
import Testing
public import UseCase

/// A `CompleteOnboardingStepUseCase` that answers with a scripted closure running on the main actor, so a test
/// can look at a view model while the call is in flight.
public struct FakeCompleteOnboardingStep: CompleteOnboardingStepUseCase {
  /// The scripted answer.
  public let answer: @MainActor @Sendable (OnboardingStep) async throws(ProfileError) -> User

  /// Creates a fake answering with `answer`.
  public init(
    answer: @escaping @MainActor @Sendable (OnboardingStep) async throws(ProfileError) -> User
  ) {
    self.answer = answer
  }

  /// Runs the scripted answer.
  @discardableResult
  public func callAsFunction(_ step: OnboardingStep) async throws(ProfileError) -> User {
    try await answer(step)
  }

  /// A fake that records a test failure when called (and then throws).
  public static var unexpected: FakeCompleteOnboardingStep {
    FakeCompleteOnboardingStep { step throws(ProfileError) in
      Issue.record("Unexpected call: completeOnboardingStep(\(step))")
      throw .connectivity(.unavailable(reason: "unexpected call"))
    }
  }
}
