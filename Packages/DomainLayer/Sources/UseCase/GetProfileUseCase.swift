public import Domain

/// Gets the logged-in person's profile.
///
/// Call it like a function: `let profile = try await getProfile()`.
public protocol GetProfileUseCase: Sendable {
  /// The profile, fresh from the backend, or the one saved on this device (`.cached`) when the
  /// backend cannot be reached.
  ///
  /// - Throws: `.account(_)` when no one is logged in or the login expired, `.connectivity(_)` when
  ///   the backend gives no usable answer and nothing is saved, `.storage(_)` when the stored
  ///   login cannot be used.
  func callAsFunction() async throws(ProfileError) -> Profile
}
