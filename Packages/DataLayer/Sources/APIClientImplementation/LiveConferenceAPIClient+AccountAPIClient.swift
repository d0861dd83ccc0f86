public import APIClient
public import Entity

extension LiveConferenceAPIClient: AccountAPIClient {
  /// `POST /v1/auth/login`.
  ///
  /// - Throws: `.api` with code `invalid_credentials` (401) for a wrong email or password; as
  ///   every call otherwise. No error carries the password.
  public func logIn(
    email: String, password: String
  ) async throws(APIClientError) -> TokenPairEntity {
    let endpoint = try Endpoint.logIn(LoginRequestEntity(email: email, password: password))
    return try await send(endpoint, decoding: TokenPairEntity.self)
  }

  /// `POST /v1/auth/refresh`: the old refresh token is dead once this is sent.
  ///
  /// - Throws: `.api` with `isInvalidGrant` when the refresh token is dead, reused or revoked.
  public func refresh(refreshToken: String) async throws(APIClientError) -> TokenPairEntity {
    let endpoint = try Endpoint.refresh(RefreshRequestEntity(refreshToken: refreshToken))
    return try await send(endpoint, decoding: TokenPairEntity.self)
  }

  /// `POST /v1/auth/logout`: revokes every token issued from the same login.
  ///
  /// - Throws: `.api` with `isInvalidToken` when the token is already dead.
  public func logOut(accessToken: String) async throws(APIClientError) {
    try await send(.logOut, bearerToken: accessToken)
  }

  /// `GET /v1/me`.
  ///
  /// - Throws: `.api` with `isInvalidToken` when the token is expired or unknown.
  public func profile(accessToken: String) async throws(APIClientError) -> ProfileEntity {
    try await send(.profile, bearerToken: accessToken, decoding: ProfileEntity.self)
  }

  /// `PUT /v1/me/phone-number`; answers the updated profile.
  ///
  /// - Throws: `.api` with code `invalid_phone_number` (422) for a number the server refuses.
  public func changePhoneNumber(
    _ phoneNumber: String, accessToken: String
  ) async throws(APIClientError) -> ProfileEntity {
    let endpoint = try Endpoint.changePhoneNumber(PhoneNumberUpdateEntity(phoneNumber: phoneNumber))
    return try await send(endpoint, bearerToken: accessToken, decoding: ProfileEntity.self)
  }

  /// `PUT /v1/me/onboarding`; answers the updated profile.
  ///
  /// - Throws: `.api` with the server's code for a step it does not accept.
  public func setOnboardingStep(
    _ step: String, accessToken: String
  ) async throws(APIClientError) -> ProfileEntity {
    let endpoint = try Endpoint.setOnboardingStep(OnboardingUpdateEntity(step: step))
    return try await send(endpoint, bearerToken: accessToken, decoding: ProfileEntity.self)
  }
}
