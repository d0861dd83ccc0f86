import ConferenceBackend
import Foundation
import HTTPTypes
import Testing

/// `{"access_token", "refresh_token", "token_type", "expires_in"}`.
struct TokenBody: Decodable, Equatable {
  let accessToken: String
  let refreshToken: String
  let tokenType: String
  let expiresIn: Int
}

/// `{"id", "display_name", "email", "phone_number", "onboarding_step"}`.
struct ProfileBody: Decodable, Equatable {
  let id: String
  let displayName: String
  let email: String
  let phoneNumber: String?
  let onboardingStep: String
}

/// Request builders for the account endpoints.
enum AccountRequest {
  static func json(_ method: HTTPMethod, _ path: String, _ body: String, token: String? = nil)
    -> HTTPRequest
  {
    var headers: HTTPHeaders = ["Content-Type": "application/json"]
    if let token { headers["Authorization"] = "Bearer \(token)" }
    return HTTPRequest(method: method, path: path, headers: headers, body: Data(body.utf8))
  }

  static func logIn(_ email: String, _ password: String) -> HTTPRequest {
    json(.post, "/v1/auth/login", #"{"email":"\#(email)","password":"\#(password)"}"#)
  }

  static func refresh(_ token: String) -> HTTPRequest {
    json(.post, "/v1/auth/refresh", #"{"refresh_token":"\#(token)"}"#)
  }

  static func logOut(_ token: String) -> HTTPRequest {
    HTTPRequest(
      method: .post, path: "/v1/auth/logout", headers: ["Authorization": "Bearer \(token)"])
  }

  static func me(_ token: String) -> HTTPRequest {
    HTTPRequest(method: .get, path: "/v1/me", headers: ["Authorization": "Bearer \(token)"])
  }
}

extension ConferenceBackend {
  /// Logs in and returns the decoded tokens, failing the test when the login fails.
  func logIn(_ email: String = "ada@example.com", _ password: String = "analytical-engine")
    async throws -> TokenBody
  {
    let response = await handle(AccountRequest.logIn(email, password))
    try #require(response.status == .ok)
    return try TestBackend.decode(TokenBody.self, from: response)
  }
}
