import APIClient
public import Entity
public import Repository

/// The profile from the account API, each call made with the `AccountAccess`'s tokens; every
/// profile received is kept as who is logged in (see `AccountAccess`).
public final class ProfileRepositoryImplementation: ProfileRepository {
  private let session: AccountAccess

  /// Creates a repository over `session` (shared with the other authenticated repositories).
  public init(session: AccountAccess) {
    self.session = session
  }

  /// `GET /v1/me`; when the backend cannot be reached (or fails), the profile as it last
  /// confirmed it, kept in the account snapshot.
  ///
  /// - Throws: `.notAuthenticated`, `.loginExpired`, `.credentialsRefused`, `.storageFull`
  ///   when renewed tokens could not be saved, or as any backend call when nothing was kept.
  public func profile() async throws(RepositoryError) -> Fetched<ProfileEntity> {
    try await session.fetchedOrRemembered(
      { () throws(RepositoryError) in
        let profile = try await session.authenticated { token throws(APIClientError) in
          try await session.api.profile(accessToken: token)
        }
        session.remember(profile)
        return profile
      }, remembered: session.rememberedProfile)
  }

  /// `PUT /v1/me/phone-number`; returns the updated profile.
  ///
  /// - Throws: `.rejected(.invalidPhoneNumber)` for a number the backend refuses;
  ///   otherwise as `profile()`.
  public func changePhoneNumber(
    _ phoneNumber: String
  ) async throws(RepositoryError) -> ProfileEntity {
    let profile = try await session.authenticated { token throws(APIClientError) in
      try await session.api.changePhoneNumber(phoneNumber, accessToken: token)
    }
    session.remember(profile)
    return profile
  }

  /// `PUT /v1/me/onboarding`; returns the updated profile.
  ///
  /// - Throws: as `profile()`.
  public func setOnboardingStep(_ step: String) async throws(RepositoryError) -> ProfileEntity {
    let profile = try await session.authenticated { token throws(APIClientError) in
      try await session.api.setOnboardingStep(step, accessToken: token)
    }
    session.remember(profile)
    return profile
  }
}
