/// Where an account is in onboarding; `PUT /v1/me/onboarding` sets it.
enum OnboardingStep: String, Sendable, CaseIterable {
  case welcome
  case profile
  case notifications
  case done
}
