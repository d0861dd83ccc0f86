public import Entity
import Foundation
import HTTPTypes

extension Endpoint {
  /// `POST /v1/auth/login` with `{email, password}`.
  ///
  /// - Throws: `.encoding` when the body does not encode (the reason never holds the password).
  public static func logIn(_ request: LoginRequestEntity) throws(APIClientError) -> Endpoint {
    Endpoint(method: .post, path: "/v1/auth/login", body: try json(request, naming: "login"))
  }

  /// `POST /v1/auth/refresh` with `{refresh_token}`.
  ///
  /// - Throws: `.encoding` when the body does not encode (the reason never holds the token).
  public static func refresh(_ request: RefreshRequestEntity) throws(APIClientError) -> Endpoint {
    Endpoint(method: .post, path: "/v1/auth/refresh", body: try json(request, naming: "refresh"))
  }

  /// `POST /v1/auth/logout`; send it with the bearer token of the session to end.
  public static var logOut: Endpoint {
    Endpoint(method: .post, path: "/v1/auth/logout")
  }

  /// `GET /v1/me`; send it with a bearer token.
  public static var profile: Endpoint {
    Endpoint(method: .get, path: "/v1/me")
  }

  /// `PUT /v1/me/phone-number` with `{phone_number}`; send it with a bearer token.
  ///
  /// - Throws: `.encoding` when the body does not encode.
  public static func changePhoneNumber(
    _ request: PhoneNumberUpdateEntity
  ) throws(APIClientError) -> Endpoint {
    Endpoint(
      method: .put, path: "/v1/me/phone-number",
      body: try json(request, naming: "phone number update"))
  }

  /// `PUT /v1/me/onboarding` with `{step}`; send it with a bearer token.
  ///
  /// - Throws: `.encoding` when the body does not encode.
  public static func setOnboardingStep(
    _ request: OnboardingUpdateEntity
  ) throws(APIClientError) -> Endpoint {
    Endpoint(
      method: .put, path: "/v1/me/onboarding", body: try json(request, naming: "onboarding update"))
  }

  /// `value` as JSON with sorted keys; a failure names only the kind of body, never its content.
  static func json(
    _ value: some Encodable, naming kind: String
  ) throws(APIClientError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(value)
    } catch {
      throw .encoding(reason: "the \(kind) request does not encode")
    }
  }
}
