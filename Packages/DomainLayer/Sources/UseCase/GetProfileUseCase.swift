public import Domain

/// Gets the logged-in person's profile.
///
/// Call it like a function: `let user = try await getProfile()`.
public protocol GetProfileUseCase: Sendable {
  /// The profile, fresh from the backend.
  ///
  /// - Throws: `.session(_)` when no one is logged in or the session expired, `.connectivity(_)` when
  ///   the backend gives no usable answer, `.storage(_)` when the stored login cannot be used.
  func callAsFunction() async throws(ProfileError) -> User
}
