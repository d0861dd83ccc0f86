import Domain
import Repository
import Testing

@testable import UseCaseImplementation

struct AnalyticsUploadErrorFromRepositoryErrorTests {
  static let mapping: [(RepositoryError, AnalyticsUploadError)] = [
    (.offline(reason: "refused"), .connectivity(.offline)),
    (.cancelled, .connectivity(.cancelled)),
    (
      .invalidRequest(reason: "no URL"),
      .connectivity(.incompatible(reason: "the request cannot be sent: no URL"))
    ),
    (
      .unknownEndpoint(request: "POST http://h/v1/analytics/events"),
      .connectivity(
        .incompatible(
          reason: "CONF_SERVER does not look like a conference backend: "
            + "POST http://h/v1/analytics/events was not found"))
    ),
    (
      .notFound(.other("not_found")),
      .connectivity(.incompatible(reason: "the backend has no such resource (not_found)"))
    ),
    (
      .rejected(.other(reason: "(413 payload_too_large): too big")),
      .connectivity(
        .incompatible(reason: "the backend refused the request (413 payload_too_large): too big"))
    ),
    (
      .notYetOpen(opensAt: "2027-03-10T00:00:00+09:00"),
      .connectivity(
        .incompatible(reason: "the backend refused the request until 2027-03-10T00:00:00+09:00")
      )
    ),
    (.serverFailure(reason: "HTTP 503"), .connectivity(.unavailable(reason: "HTTP 503"))),
    (
      .unreadableResponse(reason: "no field 'accepted'"),
      .connectivity(.incompatible(reason: "unexpected response: no field 'accepted'"))
    ),
    (
      .storage(reason: "The analytics file at /h/analytics.jsonl failed: Permission denied"),
      .storage(
        .failed(reason: "The analytics file at /h/analytics.jsonl failed: Permission denied"))
    ),
    (.storageFull(reason: "no space"), .storage(.full(reason: "no space"))),
    (
      .notAuthenticated,
      .connectivity(.incompatible(reason: "the backend asked for a login where none is needed"))
    ),
    (
      .loginExpired,
      .connectivity(.incompatible(reason: "the backend asked for a login where none is needed"))
    ),
    (
      .invalidCredentials,
      .connectivity(.incompatible(reason: "the backend asked for a login where none is needed"))
    ),
    (
      .credentialsRefused(reason: "damaged"),
      .connectivity(.incompatible(reason: "the backend asked for a login where none is needed"))
    ),
  ]

  @Test(arguments: mapping)
  func mapsEveryRepositoryFailure(failure: RepositoryError, expected: AnalyticsUploadError) {
    #expect(AnalyticsUploadError(failure) == expected)
  }

  @Test
  func walksEveryRepositoryErrorCase() {
    #expect(
      Set(Self.mapping.map { RepositoryErrorFixtures.caseName($0.0) })
        == RepositoryErrorFixtures.allCaseNames)
  }
}
