public import Entity
public import Foundation

/// Who a stored login belonged to when the backend last confirmed it, kept beside the credential
/// so that the account can be shown while the backend cannot be reached.
///
/// Holds no token and no phone number: only the account's id, name, email address and
/// onboarding step, when the person logged in on this device, and when it was last confirmed.
public struct AccountSnapshot: Sendable, Equatable {
  /// The profile as last confirmed, without its phone number.
  public let profile: ProfileEntity
  /// When the person logged in on this device, or `nil` when that is not known.
  public let loggedInAt: Date?
  /// When the backend last confirmed the login (and sent `profile`).
  public let savedAt: Date

  /// Creates a snapshot of `profile`; its phone number is dropped.
  public init(profile: ProfileEntity, loggedInAt: Date?, savedAt: Date) {
    self.profile = ProfileEntity(
      id: profile.id, displayName: profile.displayName, email: profile.email, phoneNumber: nil,
      onboardingStep: profile.onboardingStep)
    self.loggedInAt = loggedInAt
    self.savedAt = savedAt
  }
}
