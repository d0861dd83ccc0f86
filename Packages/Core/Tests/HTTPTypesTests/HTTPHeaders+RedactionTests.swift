import HTTPTypes
import Testing

@Suite("HTTPHeaders redaction")
struct HTTPHeadersRedactionTests {
  private static let headers: HTTPHeaders = [
    "Authorization": "Bearer s3cr3t-access", "Set-Cookie": "id=c00kie-session",
  ]

  @Test("headers print their names in order, never a value")
  func describesNamesOnly() {
    #expect(String(describing: Self.headers) == "[Authorization, Set-Cookie]")
    #expect(String(reflecting: Self.headers) == "HTTPHeaders([Authorization, Set-Cookie])")
    #expect(
      String(dumping: Self.headers) == """
        ▿ HTTPHeaders([Authorization, Set-Cookie])
          - "Authorization"
          - "Set-Cookie"

        """)
  }

  @Test("a single field prints its name and hides its value")
  func describesFieldsWithoutValues() throws {
    let field = try #require(Array(Self.headers).first)
    #expect(String(describing: field) == "Authorization: <redacted>")
    #expect(
      String(reflecting: field) == "HTTPHeaders.Field(name: Authorization, value: <redacted>)")
    #expect(
      String(dumping: field) == """
        ▿ HTTPHeaders.Field(name: Authorization, value: <redacted>)
          - name: "Authorization"

        """)
    #expect(
      String(describing: Array(Self.headers))
        == "[HTTPHeaders.Field(name: Authorization, value: <redacted>), "
        + "HTTPHeaders.Field(name: Set-Cookie, value: <redacted>)]")
  }

  @Test("the values are still there for code that reads them")
  func keepsValues() {
    #expect(Self.headers["authorization"] == "Bearer s3cr3t-access")
    #expect(Self.headers["set-cookie"] == "id=c00kie-session")
  }
}
