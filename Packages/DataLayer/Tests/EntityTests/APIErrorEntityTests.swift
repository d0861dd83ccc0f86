import Entity
import Testing

struct APIErrorEntityTests {
  @Test func decodesAndEncodesTheAPIShape() throws {
    let body = APIErrorEntity(
      error: APIErrorEntity.Detail(code: "session_not_found", message: "No session 999."))
    let json = #"{"error":{"code":"session_not_found","message":"No session 999."}}"#

    #expect(try decode(APIErrorEntity.self, from: json) == body)
    #expect(try canonicalJSON(body) == json)
  }
}
