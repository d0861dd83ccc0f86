/// The logged-in person's profile, fresh from the backend or as it last confirmed it.
public struct Profile: Sendable, Equatable {
  /// The person.
  public let user: User
  /// `.live`, or `.cached(savedAt:)` when the backend could not be reached and this is the
  /// profile saved on this device.
  public let freshness: Freshness

  /// Creates a profile.
  public init(user: User, freshness: Freshness = .live) {
    self.user = user
    self.freshness = freshness
  }
}
