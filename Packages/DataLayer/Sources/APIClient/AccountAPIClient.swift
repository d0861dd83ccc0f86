public import Entity

/// The backend's account API (api.md, "Authentication" and `/v1/me`), one method per endpoint.
///
/// Separate from `ConferenceAPIClient` so a repository depends only on the calls it makes; the
/// live client conforms to both. Tokens travel as plain strings here: this layer sends them and
/// never logs them. Which token to send, and when to refresh it, is decided by the caller
/// (RepositoryImplementation applies the token wrapper).
public protocol AccountAPIClient: Sendable {
  /// `POST /v1/auth/login`; wrong email or password is `.api` with code `invalid_credentials`.
  func logIn(email: String, password: String) async throws(APIClientError) -> TokenPairEntity
  /// `POST /v1/auth/refresh`; a dead or reused refresh token is `.api` with `isInvalidGrant`.
  func refresh(refreshToken: String) async throws(APIClientError) -> TokenPairEntity
  /// `POST /v1/auth/logout`: revokes the token family of `accessToken`.
  func logOut(accessToken: String) async throws(APIClientError)
  /// `GET /v1/me`; an expired or unknown token is `.api` with `isInvalidToken`.
  func profile(accessToken: String) async throws(APIClientError) -> ProfileEntity
  /// `PUT /v1/me/phone-number`; a number the server refuses is `.api` with code
  /// `invalid_phone_number`.
  func changePhoneNumber(
    _ phoneNumber: String, accessToken: String
  ) async throws(APIClientError) -> ProfileEntity
  /// `PUT /v1/me/onboarding`.
  func setOnboardingStep(
    _ step: String, accessToken: String
  ) async throws(APIClientError) -> ProfileEntity
}
