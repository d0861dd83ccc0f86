public import Domain

extension OnboardingViewModel {
  /// What the onboarding screen shows after an action.
  public enum State: Sendable, Equatable {
    /// Nothing done yet; `currentStep` is what to show.
    case idle
    /// This step is being completed.
    case completing(OnboardingStep)
    /// `from` was completed; the account is now at `to` (`.done` after the last step).
    case advanced(from: OnboardingStep, to: OnboardingStep)
    /// Completing the step did not work.
    case failed(ProfileError)
  }
}
