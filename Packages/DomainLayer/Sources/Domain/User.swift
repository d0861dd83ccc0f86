/// The logged-in person and their profile.
public struct User: Sendable, Equatable, Identifiable {
  /// The account's identifier.
  public let id: ID
  /// The name shown to others.
  public let displayName: String
  /// The address the account logs in with.
  public let email: EmailAddress
  /// The phone number, when one is set.
  public let phoneNumber: PhoneNumber?
  /// How far onboarding has come; `.done` once it is complete.
  public let onboardingStep: OnboardingStep

  /// Creates a user.
  public init(
    id: ID, displayName: String, email: EmailAddress, phoneNumber: PhoneNumber?,
    onboardingStep: OnboardingStep
  ) {
    self.id = id
    self.displayName = displayName
    self.email = email
    self.phoneNumber = phoneNumber
    self.onboardingStep = onboardingStep
  }

  /// Whether onboarding is complete.
  public var isOnboarded: Bool {
    onboardingStep == .done
  }
}
