public import Entity
public import Foundation

/// Who the stored login belonged to when the backend last confirmed it, read from the device.
public struct StoredAccount: Sendable, Equatable {
  /// The profile as last confirmed (without its phone number).
  public let profile: ProfileEntity
  /// When the person logged in on this device, or `nil` when that is not known.
  public let loggedInAt: Date?
  /// When the backend last confirmed the login.
  public let confirmedAt: Date

  /// Creates a stored account.
  public init(profile: ProfileEntity, loggedInAt: Date?, confirmedAt: Date) {
    self.profile = profile
    self.loggedInAt = loggedInAt
    self.confirmedAt = confirmedAt
  }
}
