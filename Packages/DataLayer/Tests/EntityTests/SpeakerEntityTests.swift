import Entity
import Testing

struct SpeakerEntityTests {
  @Test func decodesAndEncodesTheAPIShape() throws {
    #expect(try decode(SpeakerEntity.self, from: Samples.speakerJSON) == Samples.speaker)
    #expect(try canonicalJSON(Samples.speaker) == Samples.speakerJSON)
  }

  @Test func leavesOutAMissingAffiliation() throws {
    #expect(
      try decode(SpeakerEntity.self, from: Samples.speakerWithoutAffiliationJSON)
        == Samples.speakerWithoutAffiliation)
    #expect(
      try canonicalJSON(Samples.speakerWithoutAffiliation)
        == Samples.speakerWithoutAffiliationJSON)
  }

  @Test func readsANullAffiliationAsNone() throws {
    let json = #"{"affiliation":null,"id":"sp-09","name":"Ada Lovelace"}"#
    #expect(try decode(SpeakerEntity.self, from: json) == Samples.speakerWithoutAffiliation)
  }
}
