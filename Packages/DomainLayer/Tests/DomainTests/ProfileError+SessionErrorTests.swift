import Domain
import Testing

struct ProfileErrorFromSessionErrorTests {
  @Test(arguments: [
    (SessionError.notLoggedIn, ProfileError.session(.notLoggedIn)),
    (.expired, .session(.expired)),
    (.invalidCredentials, .session(.invalidCredentials)),
    (.credentialsRefused(reason: "damaged"), .session(.credentialsRefused(reason: "damaged"))),
    (.offline, .offline),
    (.unavailable(reason: "disk full"), .unavailable(reason: "disk full")),
  ])
  func keepsLoginProblemsAndFlattensTheRest(error: SessionError, expected: ProfileError) {
    #expect(ProfileError(error) == expected)
  }
}
