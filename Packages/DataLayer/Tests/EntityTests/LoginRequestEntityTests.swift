import Entity
import Testing

struct LoginRequestEntityTests {
  private static let request = LoginRequestEntity(
    email: "ada@example.com", password: "analytical-engine")

  @Test func encodesAndDecodesTheAPIShape() throws {
    let json = #"{"email":"ada@example.com","password":"analytical-engine"}"#

    #expect(try decode(LoginRequestEntity.self, from: json) == Self.request)
    #expect(try canonicalJSON(Self.request) == json)
  }

  @Test func neverPrintsThePassword() {
    #expect(renderings(of: Self.request).filter { $0.contains("analytical") } == [])
    #expect(
      Self.request.description == "LoginRequestEntity(email: ada@example.com, password: <redacted>)"
    )
  }
}
