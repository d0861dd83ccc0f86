import Domain
import Repository
import Testing

@testable import UseCaseImplementation

struct ProfileErrorFromRepositoryErrorTests {
  static let mapping: [(RepositoryError, ProfileError)] = [
    (.offline(reason: "server unreachable: connection refused"), .connectivity(.offline)),
    (.cancelled, .connectivity(.cancelled)),
    (
      .invalidRequest(reason: "could not encode the phone number"),
      .connectivity(
        .incompatible(reason: "the request cannot be sent: could not encode the phone number"))
    ),
    (
      .unknownEndpoint(request: "PUT http://conf.example/api/v1/me/phone-number"),
      .connectivity(
        .incompatible(
          reason: "CONF_SERVER does not look like a conference backend: "
            + "PUT http://conf.example/api/v1/me/phone-number was not found"))
    ),
    (
      .notFound(.other("not_found")),
      .connectivity(.incompatible(reason: "the backend has no such resource (not_found)"))
    ),
    (
      .rejected(.invalidPhoneNumber(reason: "not a Japanese number")),
      .invalidPhoneNumber(reason: "not a Japanese number")
    ),
    (
      .notYetOpen(opensAt: "2027-03-10T00:00:00+09:00"),
      .connectivity(
        .incompatible(
          reason:
            "the backend refused the request until 2027-03-10T00:00:00+09:00"))
    ),
    (
      .rejected(.other(reason: "(400 invalid_phone_number): not a Japanese number")),
      .connectivity(
        .incompatible(
          reason: "the backend refused the request (400 invalid_phone_number): not a Japanese "
            + "number"))
    ),
    (
      .rejected(.other(reason: "(422 invalid_onboarding_step): unknown step")),
      .connectivity(
        .incompatible(
          reason: "the backend refused the request (422 invalid_onboarding_step): unknown step"))
    ),
    (
      .serverFailure(reason: "the backend is busy (429 too_many_requests): slow down"),
      .connectivity(.unavailable(reason: "the backend is busy (429 too_many_requests): slow down"))
    ),
    (
      .serverFailure(reason: "HTTP 500 internal: boom"),
      .connectivity(.unavailable(reason: "HTTP 500 internal: boom"))
    ),
    (
      .unreadableResponse(reason: "no field 'email'"),
      .connectivity(.incompatible(reason: "unexpected response: no field 'email'"))
    ),
    (.storage(reason: "permission denied"), .storage(.failed(reason: "permission denied"))),
    (.storageFull(reason: "login not saved"), .storage(.full(reason: "login not saved"))),
    (.notAuthenticated, .account(.notLoggedIn)),
    (.loginExpired, .account(.expired)),
    (.invalidCredentials, .account(.invalidCredentials)),
    (
      .credentialsRefused(reason: "The credential file is damaged; run: conf login"),
      .account(.credentialsRefused(reason: "The credential file is damaged; run: conf login"))
    ),
  ]

  @Test(arguments: mapping)
  func mapsEveryRepositoryFailure(failure: RepositoryError, expected: ProfileError) {
    #expect(ProfileError(failure) == expected)
  }

  @Test
  func walksEveryRepositoryErrorCase() {
    #expect(
      Set(Self.mapping.map { RepositoryErrorFixtures.caseName($0.0) })
        == RepositoryErrorFixtures.allCaseNames)
  }

  @Test
  func neverMistakesCancellationForBeingOffline() {
    let error = ProfileError(.cancelled)

    #expect(error == .connectivity(.cancelled))
    #expect(error.recovery == .none)
  }
}
