import Entity
import Testing

struct SessionSearchEntityTests {
  @Test func decodesAndEncodesTheAPIShape() throws {
    let result = SessionSearchEntity(query: "unicode", sessions: [Samples.session])
    let json = #"{"query":"unicode","sessions":["# + Samples.sessionJSON + "]}"

    #expect(try decode(SessionSearchEntity.self, from: json) == result)
    #expect(try canonicalJSON(result) == json)
  }
}
