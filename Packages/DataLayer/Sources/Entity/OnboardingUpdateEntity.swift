/// The body of `PUT /v1/me/onboarding`.
public struct OnboardingUpdateEntity: Codable, Sendable, Equatable {
  /// The onboarding step reached, for example `profile`.
  public let step: String

  /// Creates an onboarding update.
  public init(step: String) {
    self.step = step
  }
}
