import APIClient
import Entity
import Testing

/// An `AccountAPIClient` whose answers the test sets; any call the test did not set records an
/// issue and fails.
struct FakeAccountAPIClient: AccountAPIClient {
  var logIn: @Sendable (String, String) async throws(APIClientError) -> TokenPairEntity = {
    email, _ throws(APIClientError) in throw unexpected("logIn(email: \(email))")
  }
  var refresh: @Sendable (String) async throws(APIClientError) -> TokenPairEntity = {
    token throws(APIClientError) in throw unexpected("refresh(refreshToken: \(token))")
  }
  var logOut: @Sendable (String) async throws(APIClientError) -> Void = {
    token throws(APIClientError) in throw unexpected("logOut(accessToken: \(token))")
  }
  var profile: @Sendable (String) async throws(APIClientError) -> ProfileEntity = {
    token throws(APIClientError) in throw unexpected("profile(accessToken: \(token))")
  }
  var changePhoneNumber: @Sendable (String, String) async throws(APIClientError) -> ProfileEntity =
    {
      number, _ throws(APIClientError) in throw unexpected("changePhoneNumber(\(number))")
    }
  var setOnboardingStep: @Sendable (String, String) async throws(APIClientError) -> ProfileEntity =
    {
      step, _ throws(APIClientError) in throw unexpected("setOnboardingStep(\(step))")
    }

  func logIn(email: String, password: String) async throws(APIClientError) -> TokenPairEntity {
    try await logIn(email, password)
  }

  func refresh(refreshToken: String) async throws(APIClientError) -> TokenPairEntity {
    try await refresh(refreshToken)
  }

  func logOut(accessToken: String) async throws(APIClientError) {
    try await logOut(accessToken)
  }

  func profile(accessToken: String) async throws(APIClientError) -> ProfileEntity {
    try await profile(accessToken)
  }

  func changePhoneNumber(
    _ phoneNumber: String, accessToken: String
  ) async throws(APIClientError) -> ProfileEntity {
    try await changePhoneNumber(phoneNumber, accessToken)
  }

  func setOnboardingStep(
    _ step: String, accessToken: String
  ) async throws(APIClientError) -> ProfileEntity {
    try await setOnboardingStep(step, accessToken)
  }
}

private func unexpected(_ call: String) -> APIClientError {
  Issue.record("unexpected API call: \(call)")
  return .encoding(reason: "unexpected call \(call)")
}
