import APIClient
import Entity
import Foundation
import HTTPTypes
import Testing

struct EndpointAccountTests {
  private static let json: HTTPHeaders = [
    "Accept": "application/json", "Content-Type": "application/json",
  ]

  @Test func logInPostsTheCredentials() throws {
    let endpoint = try Endpoint.logIn(LoginRequestEntity(email: "ada@example.com", password: "pw"))

    #expect(
      endpoint.makeRequest()
        == HTTPRequest(
          method: .post, path: "/v1/auth/login", headers: Self.json,
          body: Data(#"{"email":"ada@example.com","password":"pw"}"#.utf8)))
  }

  @Test func refreshPostsTheRefreshToken() throws {
    let endpoint = try Endpoint.refresh(RefreshRequestEntity(refreshToken: "rt"))

    #expect(
      endpoint.makeRequest()
        == HTTPRequest(
          method: .post, path: "/v1/auth/refresh", headers: Self.json,
          body: Data(#"{"refresh_token":"rt"}"#.utf8)))
  }

  @Test func theBearerEndpointsCarryTheToken() throws {
    let bearer: HTTPHeaders = ["Accept": "application/json", "Authorization": "Bearer at"]
    var withBody = Self.json
    withBody["Authorization"] = "Bearer at"

    #expect(
      [
        Endpoint.logOut.makeRequest(bearerToken: "at"),
        Endpoint.profile.makeRequest(bearerToken: "at"),
        try Endpoint.changePhoneNumber(PhoneNumberUpdateEntity(phoneNumber: "+4412"))
          .makeRequest(bearerToken: "at"),
        try Endpoint.setOnboardingStep(OnboardingUpdateEntity(step: "done"))
          .makeRequest(bearerToken: "at"),
      ] == [
        HTTPRequest(method: .post, path: "/v1/auth/logout", headers: bearer),
        HTTPRequest(method: .get, path: "/v1/me", headers: bearer),
        HTTPRequest(
          method: .put, path: "/v1/me/phone-number", headers: withBody,
          body: Data(#"{"phone_number":"+4412"}"#.utf8)),
        HTTPRequest(
          method: .put, path: "/v1/me/onboarding", headers: withBody,
          body: Data(#"{"step":"done"}"#.utf8)),
      ])
  }
}
