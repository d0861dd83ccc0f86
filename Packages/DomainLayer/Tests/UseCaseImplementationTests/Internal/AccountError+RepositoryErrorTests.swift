import Domain
import Repository
import Testing

@testable import UseCaseImplementation

struct AccountErrorFromRepositoryErrorTests {
  static let mapping: [(RepositoryError, AccountError)] = [
    (.offline(reason: "server unreachable: connection refused"), .connectivity(.offline)),
    (.cancelled, .connectivity(.cancelled)),
    (
      .invalidRequest(reason: "could not encode the password"),
      .connectivity(
        .incompatible(reason: "the request cannot be sent: could not encode the password"))
    ),
    (
      .unknownEndpoint(request: "GET http://conf.example/api/v1/me"),
      .connectivity(
        .incompatible(
          reason: "CONF_SERVER does not look like a conference backend: "
            + "GET http://conf.example/api/v1/me was not found"))
    ),
    (
      .notFound(.other("not_found")),
      .connectivity(.incompatible(reason: "the backend has no such resource (not_found)"))
    ),
    (
      .notYetOpen(opensAt: "2027-03-10T00:00:00+09:00"),
      .connectivity(
        .incompatible(
          reason:
            "the backend refused the request until 2027-03-10T00:00:00+09:00"))
    ),
    (
      .rejected(.other(reason: "(400 bad_request): The field `email` is missing.")),
      .connectivity(
        .incompatible(
          reason: "the backend refused the request (400 bad_request): The field `email` is "
            + "missing."))
    ),
    (
      .serverFailure(reason: "the backend is busy (408 request_timeout): too slow"),
      .connectivity(.unavailable(reason: "the backend is busy (408 request_timeout): too slow"))
    ),
    (
      .serverFailure(reason: "HTTP 503 unavailable: maintenance"),
      .connectivity(.unavailable(reason: "HTTP 503 unavailable: maintenance"))
    ),
    (
      .unreadableResponse(reason: "no field 'access_token'"),
      .connectivity(.incompatible(reason: "unexpected response: no field 'access_token'"))
    ),
    (.storage(reason: "permission denied"), .storage(.failed(reason: "permission denied"))),
    (.storageFull(reason: "login not saved"), .storage(.full(reason: "login not saved"))),
    (.notAuthenticated, .notLoggedIn),
    (.loginExpired, .expired),
    (.invalidCredentials, .invalidCredentials),
    (
      .credentialsRefused(reason: "The credential file is damaged; run: conf login"),
      .credentialsRefused(reason: "The credential file is damaged; run: conf login")
    ),
  ]

  @Test(arguments: mapping)
  func mapsEveryRepositoryFailure(failure: RepositoryError, expected: AccountError) {
    #expect(AccountError(failure) == expected)
  }

  @Test
  func walksEveryRepositoryErrorCase() {
    #expect(
      Set(Self.mapping.map { RepositoryErrorFixtures.caseName($0.0) })
        == RepositoryErrorFixtures.allCaseNames)
  }

  @Test
  func neverMistakesCancellationForBeingOffline() {
    let error = AccountError(.cancelled)

    #expect(error == .connectivity(.cancelled))
    #expect(error.recovery == .none)
  }
}
