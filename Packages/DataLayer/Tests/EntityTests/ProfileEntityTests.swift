import Entity
import Testing

struct ProfileEntityTests {
  @Test func decodesAndEncodesTheAPIShape() throws {
    let profile = ProfileEntity(
      id: "u-1", displayName: "Ada Lovelace", email: "ada@example.com",
      phoneNumber: "+447700900123", onboardingStep: "done")
    let json =
      #"{"display_name":"Ada Lovelace","email":"ada@example.com","id":"u-1","#
      + #""onboarding_step":"done","phone_number":"+447700900123"}"#

    #expect(try decode(ProfileEntity.self, from: json) == profile)
    #expect(try canonicalJSON(profile) == json)
  }

  @Test func aMissingOrNullPhoneNumberIsNone() throws {
    let profile = ProfileEntity(
      id: "u-2", displayName: "New", email: "new@example.com", phoneNumber: nil,
      onboardingStep: "welcome")
    let json =
      #"{"display_name":"New","email":"new@example.com","id":"u-2","onboarding_step":"welcome"}"#

    #expect(try decode(ProfileEntity.self, from: json) == profile)
    #expect(
      try decode(ProfileEntity.self, from: json.replacing("}", with: #","phone_number":null}"#))
        == profile)
    #expect(try canonicalJSON(profile) == json)
  }
}
