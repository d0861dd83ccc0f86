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
    (.loginExpired, .incompatible(reason: "the backend asked for a login where none is needed")),
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

  @Test(
    "at an added conference's website the reasons are the source's, never the backend's",
    arguments: [
      (
        RepositoryError.offline(reason: "server unreachable: refused"),
        ConnectivityError.Problem.offline
      ),
      (
        .unknownEndpoint(request: "GET https://fosdem.org/2026/schedule/xml"),
        .incompatible(reason: "GET https://fosdem.org/2026/schedule/xml was not found")
      ),
      (
        .rejected(.other(reason: "(401 http_401): the server asks for a login")),
        .incompatible(
          reason: "the server refused the request (401 http_401): the server asks for a login")
      ),
      (
        .unreadableResponse(reason: "this is an HTML page, not a schedule"),
        .incompatible(reason: "this is an HTML page, not a schedule")
      ),
      (
        .invalidRequest(reason: "cannot read x.xml (No such file or directory)"),
        .incompatible(reason: "cannot read x.xml (No such file or directory)")
      ),
      (
        .serverFailure(reason: "HTTP 500 http_500: the feed answered 500"),
        .unavailable(reason: "HTTP 500 http_500: the feed answered 500")
      ),
    ])
  func atAWebsiteTheReasonsAreTheSources(
    failure: RepositoryError, expected: ConnectivityError.Problem
  ) {
    let error = ConnectivityError(failure, at: .website(host: "fosdem.org"))
    #expect(error == ConnectivityError(expected, at: .website(host: "fosdem.org")))
  }

  @Test("no failure of an added conference's source is said to be the backend's")
  func noSourceFailureNamesTheBackend() {
    let samples: [RepositoryError] = [
      .offline(reason: "r"), .cancelled, .invalidRequest(reason: "r"),
      .unknownEndpoint(request: "GET https://fosdem.org/x"), .notFound(.other("not_found")),
      .rejected(.other(reason: "(403 http_403): r")), .rejected(.soldOut),
      .notYetOpen(opensAt: "2030-01-01T00:00:00Z"), .serverFailure(reason: "r"),
      .unreadableResponse(reason: "r"), .storage(reason: "r"), .storageFull(reason: "r"),
      .notAuthenticated, .loginExpired, .invalidCredentials, .credentialsRefused(reason: "r"),
    ]
    #expect(
      Set(samples.map(RepositoryErrorFixtures.caseName)) == RepositoryErrorFixtures.allCaseNames)
    for place in [ConnectivityError.Place.website(host: "fosdem.org"), .file(path: "s.xml")] {
      for failure in samples {
        let error = ConnectivityError(failure, at: place)
        #expect(!error.description.contains("backend"), "\(failure) at \(place)")
        #expect(!error.recoverySuggestion.contains("CONF_SERVER"), "\(failure) at \(place)")
      }
    }
  }

  @Test(
    "a listing's source is its website by host and port, else its file; none is the backend",
    arguments: [
      (String?.none, ConnectivityError.Place.backend),
      ("https://fosdem.org/2026/schedule/xml", .website(host: "fosdem.org")),
      ("HTTP://user:secret@127.0.0.1:8080/s.xml?key=1", .website(host: "127.0.0.1:8080")),
      ("https://[::1]:8443/s.xml", .website(host: "[::1]:8443")),
      ("schedule.xml", .file(path: "schedule.xml")),
      ("/srv/feeds/schedule.json", .file(path: "/srv/feeds/schedule.json")),
    ])
  func placeOfASource(source: String?, expected: ConnectivityError.Place) {
    #expect(ConnectivityError.Place(source: source) == expected)
  }

  @Test
  func neverMistakesCancellationForBeingOffline() {
    let error = ConnectivityError(.cancelled)

    #expect(error == .cancelled)
    #expect(error.recovery == .none)
    #expect(error.analyticsName == "cancelled")
  }
}
