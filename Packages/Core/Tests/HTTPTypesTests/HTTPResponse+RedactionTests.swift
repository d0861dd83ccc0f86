import Foundation
import HTTPTypes
import Testing

@Suite("HTTPResponse redaction")
struct HTTPResponseRedactionTests {
  private static let tokens = HTTPResponse(
    status: .ok, headers: ["Content-Type": "application/json", "Set-Cookie": "id=c00kie"],
    body: Data(#"{"access_token":"s3cr3t-access","refresh_token":"s3cr3t-refresh"}"#.utf8))

  @Test("a response prints its status, header names and body size, never the body")
  func describesWithoutSecrets() {
    #expect(
      String(describing: Self.tokens)
        == "200 OK (headers: [Content-Type, Set-Cookie], body: 65 bytes)")
    #expect(
      String(reflecting: Self.tokens)
        == "HTTPResponse(200 OK, headers: [Content-Type, Set-Cookie], body: 65 bytes)")
    #expect(
      String(dumping: Self.tokens) == """
        ▿ HTTPResponse(200 OK, headers: [Content-Type, Set-Cookie], body: 65 bytes)
          ▿ status: 200 OK
            - rawValue: 200
          ▿ headers: HTTPHeaders([Content-Type, Set-Cookie])
            - "Content-Type"
            - "Set-Cookie"
          - bodyByteCount: 65

        """)
  }
}
