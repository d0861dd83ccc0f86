import Entity
import Testing

struct RefreshRequestEntityTests {
  private static let request = RefreshRequestEntity(refreshToken: "rt-SECRET")

  @Test func encodesAndDecodesTheAPIShape() throws {
    let json = #"{"refresh_token":"rt-SECRET"}"#

    #expect(try decode(RefreshRequestEntity.self, from: json) == Self.request)
    #expect(try canonicalJSON(Self.request) == json)
  }

  @Test func neverPrintsTheToken() {
    #expect(renderings(of: Self.request).filter { $0.contains("SECRET") } == [])
  }
}
