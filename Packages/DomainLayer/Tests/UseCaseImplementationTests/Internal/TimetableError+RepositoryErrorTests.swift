import Domain
import Repository
import Testing

@testable import UseCaseImplementation

struct TimetableErrorFromRepositoryErrorTests {
  private static let loginAnswer = TimetableError.connectivity(
    .incompatible(reason: "the backend asked for a login where none is needed"))

  static let mapping: [(RepositoryError, TimetableError)] = [
    (.offline(reason: "server unreachable: connection refused"), .connectivity(.offline)),
    (.cancelled, .connectivity(.cancelled)),
    (
      .invalidRequest(reason: "no URL for 'ht tp://conf'"),
      .connectivity(.incompatible(reason: "the request cannot be sent: no URL for 'ht tp://conf'"))
    ),
    (
      .unknownEndpoint(request: "GET http://conf.example/api/v1/sessions/42"),
      .connectivity(
        .incompatible(
          reason: "CONF_SERVER does not look like a conference backend: "
            + "GET http://conf.example/api/v1/sessions/42 was not found"))
    ),
    (.notFound(.session), .sessionNotFound("42")),
    (
      .notYetOpen(opensAt: "2027-03-10T00:00:00+09:00"),
      .connectivity(
        .incompatible(
          reason:
            "the backend refused the request until 2027-03-10T00:00:00+09:00"))
    ),
    (
      .rejected(.other(reason: "(400 bad_request): day must be 1-3")),
      .connectivity(
        .incompatible(
          reason: "the backend refused the request (400 bad_request): day must be 1-3"))
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
      .unreadableResponse(reason: "no field 'sessions'"),
      .connectivity(.incompatible(reason: "unexpected response: no field 'sessions'"))
    ),
    (.storage(reason: "disk full"), .storage(.failed(reason: "disk full"))),
    (.storageFull(reason: "no space"), .storage(.full(reason: "no space"))),
    (.notAuthenticated, loginAnswer),
    (.loginExpired, loginAnswer),
    (.invalidCredentials, loginAnswer),
    (.credentialsRefused(reason: "damaged"), loginAnswer),
  ]

  @Test(arguments: mapping)
  func mapsEveryRepositoryFailure(failure: RepositoryError, expected: TimetableError) {
    #expect(TimetableError(failure, whenNotFound: .sessionNotFound("42")) == expected)
  }

  @Test
  func walksEveryRepositoryErrorCase() {
    #expect(
      Set(Self.mapping.map { RepositoryErrorFixtures.caseName($0.0) })
        == RepositoryErrorFixtures.allCaseNames)
  }

  @Test(arguments: [
    TimetableError.dayNotFound(day: 2, days: []), .sessionNotFound("42"),
    .connectivity(.incompatible(reason: "the backend has no search service")),
  ])
  func saysWhatNotFoundMeansForTheCall(notFound: TimetableError) {
    #expect(TimetableError(.notFound(.other("not_found")), whenNotFound: notFound) == notFound)
  }

  @Test
  func neverMistakesCancellationForBeingOffline() {
    let error = TimetableError(.cancelled, whenNotFound: .dayNotFound(day: 2, days: []))

    #expect(error == .connectivity(.cancelled))
    #expect(error.recovery == .none)
  }
}
