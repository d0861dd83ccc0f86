import Foundation
import HTTPTypes
import Testing

@Suite("HTTPRequest redaction")
struct HTTPRequestRedactionTests {
  private static let secrets = ["s3cr3t-access", "c00kie-session", "hunter2"]

  private static let login = HTTPRequest(
    method: .post, path: "/v1/auth/login", queryItems: [URLQueryItem(name: "day", value: "1")],
    headers: [
      "Authorization": "Bearer s3cr3t-access", "Cookie": "id=c00kie-session",
      "Content-Type": "application/json",
    ],
    body: Data(#"{"email":"ada@example.com","password":"hunter2"}"#.utf8))

  @Test("description shows the method, target, header names and body size only")
  func describesWithoutSecrets() {
    #expect(
      String(describing: Self.login)
        == "POST /v1/auth/login?day=1 (headers: [Authorization, Cookie, Content-Type], "
        + "body: 48 bytes)")
    #expect(
      String(reflecting: Self.login)
        == "HTTPRequest(POST /v1/auth/login?day=1, headers: [Authorization, Cookie, "
        + "Content-Type], body: 48 bytes)")
  }

  @Test("dump prints the same fields as the description, never a header value or body byte")
  func dumpsWithoutSecrets() {
    #expect(
      String(dumping: Self.login) == """
        ▿ HTTPRequest(POST /v1/auth/login?day=1, headers: [Authorization, Cookie, Content-Type], body: 48 bytes)
          ▿ method: POST
            - rawValue: "POST"
          - target: "/v1/auth/login?day=1"
          ▿ headers: HTTPHeaders([Authorization, Cookie, Content-Type])
            - "Authorization"
            - "Cookie"
            - "Content-Type"
          - bodyByteCount: 48

        """)
  }

  @Test("no way of printing a request shows a secret, even inside other values")
  func hidesSecretsEverywhere() {
    let renderings = [
      String(describing: Self.login), String(reflecting: Self.login), "\(Self.login)",
      String(describing: [Self.login]), String(describing: Optional(Self.login)),
      String(describing: (Self.login, 1)), String(dumping: Self.login),
      String(dumping: [Self.login]),
      Mirror(reflecting: Self.login).children.map { "\($0.value)" }.joined(),
    ]
    let leaks = renderings.filter { text in Self.secrets.contains { text.contains($0) } }
    #expect(leaks == [])
  }

  @Test("a request without headers or body says so")
  func describesEmptyRequests() {
    #expect(
      String(describing: HTTPRequest(method: .get, path: "/v1/me"))
        == "GET /v1/me (headers: [], body: 0 bytes)")
  }
}
