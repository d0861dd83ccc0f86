public import Entity

/// The logged-in person's profile. Every call needs a stored session and renews its tokens as
/// needed.
///
/// Every method throws `.notAuthenticated` when no one is logged in, `.loginExpired` when the
/// session cannot be renewed, `.credentialsRefused` when the stored credential is refused,
/// `.storageFull` (or `.storage`) when renewed tokens could not be saved (the call is then not
/// made), and otherwise as any backend call.
public protocol ProfileRepository: Sendable {
  /// The profile (`GET /v1/me`); when the backend cannot be reached (or fails), the profile
  /// as it last confirmed it, from `.cache(savedAt:)`, when one was kept.
  func profile() async throws(RepositoryError) -> Fetched<ProfileEntity>

  /// Sets the phone number and returns the updated profile.
  ///
  /// - Throws: `.rejected(.invalidPhoneNumber)` for a number the backend refuses.
  func changePhoneNumber(_ phoneNumber: String) async throws(RepositoryError) -> ProfileEntity

  /// Records the onboarding step reached and returns the updated profile.
  func setOnboardingStep(_ step: String) async throws(RepositoryError) -> ProfileEntity
}
