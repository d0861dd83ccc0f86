import Entity
import Foundation
import Testing

struct SessionEntityTests {
  @Test func decodesAndEncodesTheAPIShape() throws {
    #expect(try decode(SessionEntity.self, from: Samples.sessionJSON) == Samples.session)
    #expect(try canonicalJSON(Samples.session) == Samples.sessionJSON)
  }

  @Test func rejectsCamelCaseKeys() {
    let json = Samples.sessionJSON.replacingOccurrences(of: "starts_at", with: "startsAt")
    #expect(throws: DecodingError.self) { try decode(SessionEntity.self, from: json) }
  }
}
