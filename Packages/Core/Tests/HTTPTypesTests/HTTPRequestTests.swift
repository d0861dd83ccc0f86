import Foundation
import HTTPTypes
import Testing

@Suite("HTTPRequest")
struct HTTPRequestTests {
  @Test("a request target splits into a decoded path and query items")
  func parsesTargets() throws {
    let request = try #require(
      HTTPRequest(method: .get, target: "/v1/sessions?query=caf%C3%A9%20talk&x=1"))
    #expect(request.path == "/v1/sessions")
    #expect(
      request.queryItems == [
        URLQueryItem(name: "query", value: "café talk"), URLQueryItem(name: "x", value: "1"),
      ])
    #expect(request.queryValue("query") == "café talk")
    #expect(request.queryValue("missing") == nil)
  }

  @Test("the target round-trips through percent encoding")
  func buildsTargets() {
    let request = HTTPRequest(
      method: .get, path: "/v1/sessions",
      queryItems: [URLQueryItem(name: "query", value: "a b&c")])
    #expect(request.target == "/v1/sessions?query=a%20b%26c")
    #expect(HTTPRequest(method: .get, target: request.target) == request)
  }

  @Test("targets that are not origin-form paths are rejected")
  func rejectsBadTargets() {
    #expect(HTTPRequest(method: .get, target: "http://example.com/") == nil)
    #expect(HTTPRequest(method: .get, target: "v1/timetable") == nil)
  }

  @Test("the bearer token is read case-insensitively and only from Bearer credentials")
  func readsBearerTokens() {
    #expect(
      HTTPRequest(method: .get, path: "/", headers: ["authorization": "Bearer abc"]).bearerToken
        == "abc")
    #expect(
      HTTPRequest(method: .get, path: "/", headers: ["Authorization": "Basic abc"]).bearerToken
        == nil)
    #expect(HTTPRequest(method: .get, path: "/").bearerToken == nil)
  }

  @Test("a target starting with // is a path with an empty first segment, not a host")
  func keepsDoubleSlashPaths() throws {
    let request = try #require(HTTPRequest(method: .get, target: "//evil.example/v1/me?x=1"))
    #expect(
      request
        == HTTPRequest(
          method: .get, path: "//evil.example/v1/me",
          queryItems: [URLQueryItem(name: "x", value: "1")]))
    #expect(request.target == "//evil.example/v1/me?x=1")
  }

  @Test("a plus sign in a query value is sent percent-encoded, so no server reads it as a space")
  func encodesPlusSigns() {
    let request = HTTPRequest(
      method: .get, path: "/v1/sessions",
      queryItems: [URLQueryItem(name: "query", value: "C++ 1+1")])
    #expect(request.target == "/v1/sessions?query=C%2B%2B%201%2B1")
    #expect(HTTPRequest(method: .get, target: request.target) == request)
  }
}
