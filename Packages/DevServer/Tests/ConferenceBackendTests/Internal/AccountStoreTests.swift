import ConferenceBackend
import Foundation
import HTTPTypes
import SQLite
import Testing

@Suite("Accounts and tokens, through the API")
struct AccountStoreTests {
  private let clock = TestClock()
  private let backend: ConferenceBackend

  init() throws {
    let clock = self.clock
    backend = try ConferenceBackend(
      configuration: BackendConfiguration(
        databasePath: ":memory:", now: { clock.now }, tokenLifetime: .seconds(60),
        randomness: .seeded(7)))
  }

  private static let invalidToken = ErrorBody(
    code: "invalid_token",
    message: "The access token is expired, revoked or unknown. Refresh it and try again.")
  private static let unknownGrant = ErrorBody(
    code: "invalid_grant", message: "The refresh token is unknown or revoked. Log in again.")
  private static let reusedGrant = ErrorBody(
    code: "invalid_grant",
    message: "The refresh token was already used, so every token of this login is now revoked. "
      + "Log in again.")

  private static let ada = ProfileBody(
    id: "usr-01", displayName: "Ada Lovelace", email: "ada@example.com",
    phoneNumber: "+818012345678", onboardingStep: "done")

  @Test("login answers a Bearer pair of random base64url tokens that must not be cached")
  func logIn() async throws {
    let response = await backend.handle(
      AccountRequest.logIn("ADA@example.com", "analytical-engine"))
    #expect(response.status == .ok)
    #expect(response.headers["Cache-Control"] == "no-store")
    let expected = BackendRandomness.seeded(7)
    let encode = { (bytes: [UInt8]) in
      Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
    #expect(
      try TestBackend.decode(TokenBody.self, from: response)
        == TokenBody(
          accessToken: encode(expected.bytes(count: 32)),
          refreshToken: encode(expected.bytes(count: 32)), tokenType: "Bearer", expiresIn: 60))
  }

  @Test(
    "wrong credentials are 401 invalid_credentials",
    arguments: [
      ("ada@example.com", "Analytical-Engine"), ("ada@example.com", ""),
      ("nobody@example.com", "analytical-engine"), ("new@example.com", "analytical-engine"),
    ])
  func wrongCredentials(email: String, password: String) async throws {
    let response = await backend.handle(AccountRequest.logIn(email, password))
    #expect(response.status == .unauthorized)
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(
          code: "invalid_credentials", message: "The email address or password is wrong."))
  }

  @Test(
    "a malformed body is 400 bad_request naming the field",
    arguments: [
      ("", "The request body is empty; send a JSON object with `email` and `password`."),
      ("{", "The request body is not a JSON object; send one with `email` and `password`."),
      ("[1]", "The request body is not a JSON object; send one with `email` and `password`."),
      (#"{"password":"x"}"#, "The field `email` is missing."),
      (#"{"email":null,"password":"x"}"#, "The field `email` is missing."),
      (#"{"email":5,"password":"x"}"#, "The field `email` must be a string."),
      (#"{"email":"a@b.c","password":true}"#, "The field `password` must be a string."),
    ])
  func malformedLogin(body: String, message: String) async throws {
    let response = await backend.handle(AccountRequest.json(.post, "/v1/auth/login", body))
    #expect(response.status == .badRequest)
    #expect(try TestBackend.error(in: response) == ErrorBody(code: "bad_request", message: message))
  }

  @Test("GET /v1/me answers the profile of each demo account")
  func profiles() async throws {
    let ada = try await backend.logIn()
    let newcomer = try await backend.logIn("new@example.com", "first-day")
    let adaProfile = await backend.handle(AccountRequest.me(ada.accessToken))
    let newProfile = await backend.handle(AccountRequest.me(newcomer.accessToken))
    #expect(try TestBackend.decode(ProfileBody.self, from: adaProfile) == Self.ada)
    #expect(
      String(decoding: newProfile.body, as: UTF8.self)
        == #"{"id":"usr-02","display_name":"New Attendee","email":"new@example.com","#
        + #""phone_number":null,"onboarding_step":"welcome"}"#)
  }

  @Test("no token is 401 unauthorized; an unknown token is 401 invalid_token with the header")
  func missingAndUnknownTokens() async throws {
    let missing = await backend.handle(HTTPRequest(method: .get, path: "/v1/me"))
    #expect(missing.status == .unauthorized && missing.headers["WWW-Authenticate"] == "Bearer")
    #expect(
      try TestBackend.error(in: missing)
        == ErrorBody(
          code: "unauthorized",
          message: "This endpoint needs an access token: Authorization: Bearer <token>."))
    let unknown = await backend.handle(AccountRequest.me("not-a-token"))
    #expect(unknown.status == .unauthorized)
    #expect(unknown.headers["WWW-Authenticate"] == #"Bearer error="invalid_token""#)
    #expect(try TestBackend.error(in: unknown) == Self.invalidToken)
  }

  @Test("an access token expires after the token lifetime, measured with the injected clock")
  func expiry() async throws {
    let tokens = try await backend.logIn()
    clock.advance(by: 59.9)
    let before = await backend.handle(AccountRequest.me(tokens.accessToken))
    clock.advance(by: 0.1)
    let after = await backend.handle(AccountRequest.me(tokens.accessToken))
    #expect([before.status, after.status] == [.ok, .unauthorized])
    #expect(after.headers["WWW-Authenticate"] == #"Bearer error="invalid_token""#)
    #expect(try TestBackend.error(in: after) == Self.invalidToken)
  }

  @Test("refresh rotates: a new pair works and the old refresh token is dead")
  func rotation() async throws {
    let first = try await backend.logIn()
    clock.advance(by: 61)
    let refreshed = await backend.handle(AccountRequest.refresh(first.refreshToken))
    #expect(refreshed.status == .ok && refreshed.headers["Cache-Control"] == "no-store")
    let second = try TestBackend.decode(TokenBody.self, from: refreshed)
    #expect(
      Set([first.accessToken, first.refreshToken, second.accessToken, second.refreshToken]).count
        == 4)
    let profile = await backend.handle(AccountRequest.me(second.accessToken))
    #expect(try TestBackend.decode(ProfileBody.self, from: profile) == Self.ada)
    let third = await backend.handle(AccountRequest.refresh(second.refreshToken))
    #expect(third.status == .ok)
  }

  @Test("reusing a rotated refresh token revokes every token of that login, and only that one")
  func reuseRevokesFamily() async throws {
    let first = try await backend.logIn()
    let other = try await backend.logIn()
    let second = try TestBackend.decode(
      TokenBody.self, from: await backend.handle(AccountRequest.refresh(first.refreshToken)))
    let reuse = await backend.handle(AccountRequest.refresh(first.refreshToken))
    #expect(reuse.status == .unauthorized)
    #expect(try TestBackend.error(in: reuse) == Self.reusedGrant)
    let statuses = [
      await backend.handle(AccountRequest.me(first.accessToken)).status,
      await backend.handle(AccountRequest.me(second.accessToken)).status,
      await backend.handle(AccountRequest.me(other.accessToken)).status,
    ]
    #expect(statuses == [.unauthorized, .unauthorized, .ok])
    let afterRevocation = await backend.handle(AccountRequest.refresh(second.refreshToken))
    #expect(try TestBackend.error(in: afterRevocation) == Self.unknownGrant)
    let otherRefresh = await backend.handle(AccountRequest.refresh(other.refreshToken))
    #expect(otherRefresh.status == .ok)
  }

  @Test("an unknown refresh token is 401 invalid_grant; a missing one is 400")
  func unknownRefreshToken() async throws {
    let unknown = await backend.handle(AccountRequest.refresh("nope"))
    #expect(unknown.status == .unauthorized)
    #expect(try TestBackend.error(in: unknown) == Self.unknownGrant)
    let missing = await backend.handle(AccountRequest.json(.post, "/v1/auth/refresh", "{}"))
    #expect(missing.status == .badRequest)
    #expect(
      try TestBackend.error(in: missing)
        == ErrorBody(code: "bad_request", message: "The field `refresh_token` is missing."))
  }

  @Test("logout answers 204 and revokes the family; without a token it is 401")
  func logOut() async throws {
    let tokens = try await backend.logIn()
    let other = try await backend.logIn()
    let logout = await backend.handle(AccountRequest.logOut(tokens.accessToken))
    #expect(logout == HTTPResponse(status: .noContent))
    #expect(await backend.handle(AccountRequest.me(tokens.accessToken)).status == .unauthorized)
    let refresh = await backend.handle(AccountRequest.refresh(tokens.refreshToken))
    #expect(try TestBackend.error(in: refresh) == Self.unknownGrant)
    #expect(await backend.handle(AccountRequest.me(other.accessToken)).status == .ok)
    let again = await backend.handle(AccountRequest.logOut(tokens.accessToken))
    #expect(try TestBackend.error(in: again) == Self.invalidToken)
    let anonymous = await backend.handle(HTTPRequest(method: .post, path: "/v1/auth/logout"))
    #expect(anonymous.status == .unauthorized)
  }

  @Test(
    "PUT /v1/me/phone-number stores Japanese numbers in E.164",
    arguments: [
      ("080-1234-5678", "+818012345678"), ("08012345678", "+818012345678"),
      ("+81 80 1234 5678", "+818012345678"), ("03-1234-5678", "+81312345678"),
    ])
  func phoneNumber(input: String, stored: String) async throws {
    let tokens = try await backend.logIn("new@example.com", "first-day")
    let response = await backend.handle(
      AccountRequest.json(
        .put, "/v1/me/phone-number", #"{"phone_number":"\#(input)"}"#, token: tokens.accessToken))
    let expected = ProfileBody(
      id: "usr-02", displayName: "New Attendee", email: "new@example.com", phoneNumber: stored,
      onboardingStep: "welcome")
    #expect(try TestBackend.decode(ProfileBody.self, from: response) == expected)
    let reread = await backend.handle(AccountRequest.me(tokens.accessToken))
    #expect(try TestBackend.decode(ProfileBody.self, from: reread) == expected)
  }

  @Test("an invalid phone number is 422 invalid_phone_number and changes nothing")
  func invalidPhoneNumber() async throws {
    let tokens = try await backend.logIn()
    let response = await backend.handle(
      AccountRequest.json(
        .put, "/v1/me/phone-number", #"{"phone_number":"12345"}"#, token: tokens.accessToken))
    #expect(response.status == .unprocessableContent)
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(
          code: "invalid_phone_number",
          message: "\"12345\" is not a phone number; use a Japanese form such as 080-1234-5678, "
            + "or the international form such as +44 20 7946 0958."))
    let wrongType = await backend.handle(
      AccountRequest.json(
        .put, "/v1/me/phone-number", #"{"phone_number":8012345678}"#, token: tokens.accessToken))
    #expect(
      try TestBackend.error(in: wrongType)
        == ErrorBody(code: "bad_request", message: "The field `phone_number` must be a string."))
    let profile = await backend.handle(AccountRequest.me(tokens.accessToken))
    #expect(try TestBackend.decode(ProfileBody.self, from: profile) == Self.ada)
  }

  @Test("PUT /v1/me/onboarding sets the step; an unknown step is 400 naming `step`")
  func onboarding() async throws {
    let tokens = try await backend.logIn("new@example.com", "first-day")
    var steps: [String] = []
    for step in ["profile", "notifications", "done"] {
      let response = await backend.handle(
        AccountRequest.json(
          .put, "/v1/me/onboarding", #"{"step":"\#(step)"}"#, token: tokens.accessToken))
      steps.append(try TestBackend.decode(ProfileBody.self, from: response).onboardingStep)
    }
    #expect(steps == ["profile", "notifications", "done"])
    let unknown = await backend.handle(
      AccountRequest.json(
        .put, "/v1/me/onboarding", #"{"step":"finished"}"#, token: tokens.accessToken))
    #expect(
      try TestBackend.error(in: unknown)
        == ErrorBody(
          code: "bad_request",
          message: "The field `step` must be one of welcome, profile, notifications, done, "
            + "not \"finished\"."))
    let expired = await backend.handle(
      AccountRequest.json(.put, "/v1/me/onboarding", #"{"step":"done"}"#, token: "stale"))
    #expect(try TestBackend.error(in: expired) == Self.invalidToken)
  }

  @Test("account endpoints answer 405 to other methods")
  func methods() async throws {
    let results = [
      await backend.handle(HTTPRequest(method: .get, path: "/v1/auth/login")),
      await backend.handle(HTTPRequest(method: .post, path: "/v1/me")),
      await backend.handle(HTTPRequest(method: .get, path: "/v1/me/onboarding")),
    ].map { "\($0.status.rawValue) \($0.headers["Allow"] ?? "")" }
    #expect(results == ["405 POST", "405 GET, HEAD", "405 PUT"])
  }

  @Test("a fractional lifetime rounds expires_in up")
  func fractionalLifetime() async throws {
    let backend = try ConferenceBackend(
      configuration: BackendConfiguration(
        databasePath: ":memory:", now: { TestBackend.referenceDate },
        tokenLifetime: .milliseconds(500), randomness: .seeded(3)))
    #expect(try await backend.logIn().expiresIn == 1)
  }
}
