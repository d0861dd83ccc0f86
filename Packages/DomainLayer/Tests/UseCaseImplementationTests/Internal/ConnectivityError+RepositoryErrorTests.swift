import Domain
import Repository
import Testing

@testable import UseCaseImplementation

struct ConnectivityErrorFromRepositoryErrorTests {
  static let mapping: [(RepositoryError, ConnectivityError)] = [
    (.offline(reason: "server unreachable: connection refused"), .offline),
    (.cancelled, .cancelled),
    (
      .invalidRequest(reason: "no URL for 'ht tp://conf' and '/timetable'"),
      .incompatible(
        reason: "the request cannot be sent: no URL for 'ht tp://conf' and '/timetable'")
    ),
    (
      .unknownEndpoint(request: "GET http://conf.example/api/v1/timetable"),
      .incompatible(
        reason: "CONF_SERVER does not look like a conference backend: "
          + "GET http://conf.example/api/v1/timetable was not found")
    ),
    (
      .notFound(.other("not_found")),
      .incompatible(reason: "the backend has no such resource (not_found)")
    ),
    (
      .notYetOpen(opensAt: "2027-03-10T00:00:00+09:00"),
      .incompatible(
        reason:
          "the backend refused the request until 2027-03-10T00:00:00+09:00")
    ),
    (
      .rejected(.other(reason: "(400 bad_request): day must be 1-3")),
      .incompatible(reason: "the backend refused the request (400 bad_request): day must be 1-3")
    ),
    (
      .serverFailure(reason: "the backend is busy (408 request_timeout): too slow"),
      .unavailable(reason: "the backend is busy (408 request_timeout): too slow")
    ),
    (
      .serverFailure(reason: "the backend is busy (429 too_many_requests): slow down"),
      .unavailable(reason: "the backend is busy (429 too_many_requests): slow down")
    ),
    (
      .rejected(.invalidPhoneNumber(reason: "not a Japanese number")),
      .incompatible(
        reason: "the backend refused the request: invalid phone number: not a Japanese number")
    ),
    (
      .serverFailure(reason: "HTTP 500 internal: boom"),
      .unavailable(reason: "HTTP 500 internal: boom")
    ),
    (
      .serverFailure(reason: "invalid response: not HTTP"),
      .unavailable(reason: "invalid response: not HTTP")
    ),
    (
      .unreadableResponse(reason: "no field 'sessions'"),
      .incompatible(reason: "unexpected response: no field 'sessions'")
    ),
    (.storage(reason: "disk full"), .incompatible(reason: "the local store failed: disk full")),
    (
      .storageFull(reason: "no space for the cache"),
      .incompatible(reason: "the local store failed: no space for the cache")
    ),
    (
      .notAuthenticated,
      .incompatible(reason: "the backend asked for a login where none is needed")
    ),
    (.sessionExpired, .incompatible(reason: "the backend asked for a login where none is needed")),
    (
      .invalidCredentials,
      .incompatible(reason: "the backend asked for a login where none is needed")
    ),
    (
      .credentialsRefused(reason: "damaged"),
      .incompatible(reason: "the backend asked for a login where none is needed")
    ),
  ]

  @Test(arguments: mapping)
  func mapsEveryRepositoryFailure(failure: RepositoryError, expected: ConnectivityError) {
    #expect(ConnectivityError(failure) == expected)
  }

  @Test
  func walksEveryRepositoryErrorCase() {
    #expect(
      Set(Self.mapping.map { RepositoryErrorFixtures.caseName($0.0) })
        == RepositoryErrorFixtures.allCaseNames)
  }

  @Test
  func neverMistakesCancellationForBeingOffline() {
    let error = ConnectivityError(.cancelled)

    #expect(error == .cancelled)
    #expect(error.recovery == .none)
    #expect(error.analyticsName == "cancelled")
  }
}
