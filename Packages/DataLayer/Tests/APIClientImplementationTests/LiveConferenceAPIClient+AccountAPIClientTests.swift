import APIClient
import APIClientImplementation
import Entity
import Foundation
import HTTPTypes
import Testing

struct LiveConferenceAPIClientAccountTests {
  private static let pairJSON =
    #"{"access_token":"at-1","refresh_token":"rt-1","token_type":"Bearer","expires_in":900}"#
  private static let pair = TokenPairEntity(
    accessToken: "at-1", refreshToken: "rt-1", tokenType: "Bearer", expiresIn: 900)
  private static let profileJSON =
    #"{"id":"u-1","display_name":"Ada","email":"ada@example.com","phone_number":"+4412","#
    + #""onboarding_step":"done"}"#
  private static let profile = ProfileEntity(
    id: "u-1", displayName: "Ada", email: "ada@example.com", phoneNumber: "+4412",
    onboardingStep: "done")

  private static func answer(
    _ status: HTTPStatus, _ json: String = ""
  ) -> RecordingTransport {
    RecordingTransport(.success(HTTPResponse(status: status, body: Data(json.utf8))))
  }

  private static func failure(_ code: String, status: Int) -> RecordingTransport {
    answer(
      HTTPStatus(rawValue: status), #"{"error":{"code":"\#(code)","message":"No."}}"#)
  }

  @Test func logInPostsTheCredentialsAndDecodesThePair() async throws {
    let transport = Self.answer(.ok, Self.pairJSON)
    let client = LiveConferenceAPIClient(transport: transport)

    let pair = try await client.logIn(email: "ada@example.com", password: "analytical-engine")

    #expect(pair == Self.pair)
    #expect(
      transport.requests == [
        try Endpoint.logIn(
          LoginRequestEntity(email: "ada@example.com", password: "analytical-engine")
        ).makeRequest()
      ])
  }

  @Test func wrongCredentialsAreAnAPIErrorWithoutThePassword() async throws {
    let client = LiveConferenceAPIClient(
      transport: Self.failure("invalid_credentials", status: 401))

    let error = try await #require(throws: APIClientError.self) {
      try await client.logIn(email: "ada@example.com", password: "hunter2")
    }

    #expect(error == .api(APIError(status: 401, code: "invalid_credentials", message: "No.")))
    #expect(!"\(error)".contains("hunter2"))
  }

  @Test func refreshPostsTheRefreshToken() async throws {
    let transport = Self.answer(.ok, Self.pairJSON)
    let client = LiveConferenceAPIClient(transport: transport)

    #expect(try await client.refresh(refreshToken: "rt-0") == Self.pair)
    #expect(
      transport.requests == [
        try Endpoint.refresh(RefreshRequestEntity(refreshToken: "rt-0")).makeRequest()
      ])
  }

  @Test func aDeadRefreshTokenIsAnInvalidGrant() async throws {
    let client = LiveConferenceAPIClient(transport: Self.failure("invalid_grant", status: 401))

    let error = try await #require(throws: APIClientError.self) {
      try await client.refresh(refreshToken: "rt-0")
    }

    guard case .api(let apiError) = error else {
      Issue.record("expected an API error, got \(error)")
      return
    }
    #expect(apiError.isInvalidGrant)
  }

  @Test func logOutSendsTheBearerTokenAndAcceptsNoContent() async throws {
    let transport = Self.answer(.noContent)
    let client = LiveConferenceAPIClient(transport: transport)

    try await client.logOut(accessToken: "at-1")

    #expect(transport.requests == [Endpoint.logOut.makeRequest(bearerToken: "at-1")])
  }

  @Test func profileSendsTheBearerTokenAndDecodesTheProfile() async throws {
    let transport = Self.answer(.ok, Self.profileJSON)
    let client = LiveConferenceAPIClient(transport: transport)

    #expect(try await client.profile(accessToken: "at-1") == Self.profile)
    #expect(transport.requests == [Endpoint.profile.makeRequest(bearerToken: "at-1")])
  }

  @Test func anExpiredTokenIsAnInvalidToken() async throws {
    let client = LiveConferenceAPIClient(transport: Self.failure("invalid_token", status: 401))

    await #expect(
      throws: APIClientError.api(APIError(status: 401, code: "invalid_token", message: "No."))
    ) {
      try await client.profile(accessToken: "at-0")
    }
  }

  @Test func changePhoneNumberPutsTheNumber() async throws {
    let transport = Self.answer(.ok, Self.profileJSON)
    let client = LiveConferenceAPIClient(transport: transport)

    #expect(try await client.changePhoneNumber("+4412", accessToken: "at-1") == Self.profile)
    #expect(
      transport.requests == [
        try Endpoint.changePhoneNumber(PhoneNumberUpdateEntity(phoneNumber: "+4412"))
          .makeRequest(bearerToken: "at-1")
      ])
  }

  @Test func anInvalidPhoneNumberIsAnAPIError() async {
    let client = LiveConferenceAPIClient(
      transport: Self.failure("invalid_phone_number", status: 422))

    await #expect(
      throws: APIClientError.api(
        APIError(status: 422, code: "invalid_phone_number", message: "No."))
    ) {
      try await client.changePhoneNumber("12", accessToken: "at-1")
    }
  }

  @Test func setOnboardingStepPutsTheStep() async throws {
    let transport = Self.answer(.ok, Self.profileJSON)
    let client = LiveConferenceAPIClient(transport: transport)

    #expect(try await client.setOnboardingStep("done", accessToken: "at-1") == Self.profile)
    #expect(
      transport.requests == [
        try Endpoint.setOnboardingStep(OnboardingUpdateEntity(step: "done"))
          .makeRequest(bearerToken: "at-1")
      ])
  }

  @Test func aTokenPairMissingAFieldNamesIt() async {
    let client = LiveConferenceAPIClient(
      transport: Self.answer(.ok, #"{"access_token":"at","token_type":"Bearer","expires_in":1}"#))

    await #expect(throws: APIClientError.decoding(reason: "missing field `refresh_token`")) {
      try await client.refresh(refreshToken: "rt")
    }
  }
}
