import Domain
import Repository
import Testing

@testable import UseCaseImplementation

struct BookmarkErrorFromRepositoryErrorTests {
  static let mapping: [(RepositoryError, BookmarkError)] = [
    (.offline(reason: "refused"), .connectivity(.offline)),
    (.cancelled, .connectivity(.cancelled)),
    (
      .unknownEndpoint(request: "GET http://host/api/v1/me/tickets"),
      .connectivity(
        .incompatible(
          reason: "CONF_SERVER does not look like a conference backend: GET "
            + "http://host/api/v1/me/tickets was not found"))
    ),
    (
      .invalidRequest(reason: "bad id"),
      .connectivity(.incompatible(reason: "the request cannot be sent: bad id"))
    ),
    (.notFound(.session), .sessionNotFound("999")),
    (
      .rejected(.other(reason: "(400 bad_request): m")),
      .connectivity(.incompatible(reason: "the backend refused the request (400 bad_request): m"))
    ),
    (
      .notYetOpen(opensAt: "2027-03-10T00:00:00+09:00"),
      .connectivity(
        .incompatible(
          reason: "the backend refused the request until 2027-03-10T00:00:00+09:00"))
    ),
    (.serverFailure(reason: "HTTP 502"), .connectivity(.unavailable(reason: "HTTP 502"))),
    (
      .unreadableResponse(reason: "no field"),
      .connectivity(.incompatible(reason: "unexpected response: no field"))
    ),
    (.storage(reason: "disk"), .storage(.failed(reason: "disk"))),
    (.storageFull(reason: "no space"), .storage(.full(reason: "no space"))),
    (.notAuthenticated, .account(.notLoggedIn)),
    (.loginExpired, .account(.expired)),
    (.invalidCredentials, .account(.invalidCredentials)),
    (.credentialsRefused(reason: "exposed"), .account(.credentialsRefused(reason: "exposed"))),
  ]

  @Test(arguments: mapping)
  func mapsEveryRepositoryFailure(failure: RepositoryError, expected: BookmarkError) {
    #expect(BookmarkError(failure, sessionID: "999") == expected)
  }

  @Test
  func walksEveryRepositoryErrorCase() {
    #expect(
      Set(Self.mapping.map { RepositoryErrorFixtures.caseName($0.0) })
        == RepositoryErrorFixtures.allCaseNames)
  }

  @Test("without a session id, not found is the backend's problem, not the person's")
  func notFoundWithoutAnID() {
    #expect(
      BookmarkError(.notFound(.session), sessionID: nil)
        == .connectivity(
          .incompatible(reason: "the backend has no such resource (session)")))
  }
}
