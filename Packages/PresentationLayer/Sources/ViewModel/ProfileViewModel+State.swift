public import Domain

extension ProfileViewModel {
  /// What the profile screen shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// The profile is being loaded.
    case loading
    /// The phone number is being changed to this one.
    case saving(PhoneNumber)
    /// The profile, as the backend has it now.
    case loaded(User)
    /// Loading or changing the profile did not work.
    case failed(ProfileError)
  }
}
