import ConferenceBackend
import Foundation
import HTTPTypes
import Testing

@Suite("JSON endpoints: the body must be declared JSON")
struct ContentTypeTests {
  private static let login = #"{"email":"ada@example.com","password":"analytical-engine"}"#

  private static func logIn(contentType: String?, body: String = login) async throws
    -> HTTPResponse
  {
    var headers: HTTPHeaders = [:]
    if let contentType { headers["Content-Type"] = contentType }
    let backend = try TestBackend.make()
    return await backend.handle(
      HTTPRequest(
        method: .post, path: "/v1/auth/login", headers: headers, body: Data(body.utf8)))
  }

  @Test(
    "another media type, or none on a body, is 415 unsupported_media_type",
    arguments: [
      "text/plain", "application/x-www-form-urlencoded", "application/json-seq",
      "application/json; charset=iso-8859-1", "multipart/form-data; boundary=x", nil,
    ])
  func refused(contentType: String?) async throws {
    let response = try await Self.logIn(contentType: contentType)
    #expect(response.status.rawValue == 415)
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(
          code: "unsupported_media_type",
          message: "The request body must be JSON: send it with Content-Type: application/json."
        ))
  }

  @Test(
    "application/json passes, with charset=utf-8 in any spelling",
    arguments: [
      "application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8",
      #"application/json; charset="utf-8""#,
    ])
  func accepted(contentType: String) async throws {
    #expect(try await Self.logIn(contentType: contentType).status == .ok)
  }

  @Test("an empty body without Content-Type is still 400 naming the fields")
  func emptyBody() async throws {
    let response = try await Self.logIn(contentType: nil, body: "")
    #expect(
      try TestBackend.error(in: response)
        == ErrorBody(
          code: "bad_request",
          message: "The request body is empty; send a JSON object with `email` and `password`."))
  }
}
