public import Domain

/// Completes one onboarding step, moving the account to the next.
///
/// Call it like a function: `let user = try await completeOnboardingStep(.welcome)`.
public protocol CompleteOnboardingStepUseCase: Sendable {
  /// Marks `step` complete and returns the updated profile, whose step is `step.next`.
  ///
  /// - Throws: `.onboardingAlreadyComplete` for `.done`, `.account(_)` when no one is logged in
  ///   or the login expired, `.connectivity(_)` when the backend gives no usable answer,
  ///   `.storage(_)` when the stored login cannot be used.
  @discardableResult
  func callAsFunction(_ step: OnboardingStep) async throws(ProfileError) -> User
}
