import Domain
import Entity
import Testing
import UseCaseImplementation

struct UserMapperTests {
  @Test
  func mapsEveryField() throws {
    #expect(try UserMapper().user(from: AccountFixtures.adaEntity()) == AccountFixtures.ada())
    #expect(
      try UserMapper().user(from: AccountFixtures.adaEntity(phoneNumber: nil))
        == AccountFixtures.ada(phoneNumber: nil))
  }

  @Test(arguments: [
    (
      ProfileEntity(
        id: "", displayName: "A", email: "a@example.com", phoneNumber: nil,
        onboardingStep: "done"),
      "a profile without an id was received"
    ),
    (
      AccountFixtures.adaEntity(phoneNumber: "12"),
      "the profile has an unreadable phone number (it has 2 digits; a Japanese number has 10 "
        + "(03-1234-5678), or 11 for a mobile (080-1234-5678))"
    ),
  ])
  func refusesMalformedProfiles(entity: ProfileEntity, reason: String) {
    #expect(throws: ConnectivityError.incompatible(reason: reason)) {
      try UserMapper().user(from: entity)
    }
  }
}
