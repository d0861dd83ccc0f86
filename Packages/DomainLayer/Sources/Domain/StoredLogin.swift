public import Foundation

/// Who a stored login belonged to when the backend last confirmed it, read from the device so
/// that it can be shown while the backend cannot be reached. Holds no token.
public struct StoredLogin: Sendable, Equatable {
  /// The account's identifier.
  public let userID: User.ID
  /// The name shown to others.
  public let displayName: String
  /// The address the account logs in with.
  public let email: EmailAddress
  /// Where onboarding stood.
  public let onboardingStep: OnboardingStep
  /// When the person logged in on this device, or `nil` when that is not known.
  public let loggedInAt: Date?
  /// When the backend last confirmed the login.
  public let confirmedAt: Date

  /// Creates a stored login.
  public init(
    userID: User.ID, displayName: String, email: EmailAddress, onboardingStep: OnboardingStep,
    loggedInAt: Date?, confirmedAt: Date
  ) {
    self.userID = userID
    self.displayName = displayName
    self.email = email
    self.onboardingStep = onboardingStep
    self.loggedInAt = loggedInAt
    self.confirmedAt = confirmedAt
  }
}
