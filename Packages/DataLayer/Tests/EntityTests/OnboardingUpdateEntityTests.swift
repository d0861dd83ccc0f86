import Entity
import Testing

struct OnboardingUpdateEntityTests {
  @Test func encodesAndDecodesTheAPIShape() throws {
    let update = OnboardingUpdateEntity(step: "profile")
    let json = #"{"step":"profile"}"#

    #expect(try decode(OnboardingUpdateEntity.self, from: json) == update)
    #expect(try canonicalJSON(update) == json)
  }
}
