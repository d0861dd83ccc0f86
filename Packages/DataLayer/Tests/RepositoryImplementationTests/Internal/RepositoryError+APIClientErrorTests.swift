import APIClient
import Repository
import Testing

@testable import RepositoryImplementation

struct RepositoryErrorFromAPIClientErrorTests {
  static let mapping: [(APIClientError, RepositoryError)] = [
    (
      .unreachable(reason: "connection refused"),
      .offline(reason: "server unreachable: connection refused")
    ),
    (.timedOut, .offline(reason: "the server did not answer in time")),
    (.cancelled, .cancelled),
    (
      .invalidResponse(reason: "the server sent a malformed response"),
      .serverFailure(reason: "invalid response: the server sent a malformed response")
    ),
    (
      .responseTooLarge(reason: "http://conf/v1/timetable: over 16777216 bytes"),
      // Waiting does not make it smaller: the backend cannot be used, not "try again".
      .unreadableResponse(
        reason: "the answer is too large: http://conf/v1/timetable: over 16777216 bytes")
    ),
    (
      .redirectRefused(reason: "http://conf/v1/timetable redirects in a loop"),
      .unreadableResponse(reason: "http://conf/v1/timetable redirects in a loop")
    ),
    (
      .invalidRequest(reason: "no URL for 'ht tp://conf' and '/v1/timetable'"),
      .invalidRequest(reason: "no URL for 'ht tp://conf' and '/v1/timetable'")
    ),
    (
      .localStorageFull(reason: "the embedded backend could not write its database"),
      .storageFull(reason: "the embedded backend could not write its database")
    ),
    (
      // A remote server's full disk is its own failure, not this machine's.
      .api(APIError(status: 507, code: "insufficient_storage", message: "No space left.")),
      .serverFailure(reason: "HTTP 507 insufficient_storage: No space left.")
    ),
    (
      .api(APIError(status: 404, code: "session_not_found", message: "No session 104.")),
      .notFound(.session)
    ),
    (
      .unknownEndpoint(request: "GET http://conf.example/api/v1/timetable"),
      .unknownEndpoint(request: "GET http://conf.example/api/v1/timetable")
    ),
    (
      .api(APIError(status: 500, code: "internal", message: "Boom.")),
      .serverFailure(reason: "HTTP 500 internal: Boom.")
    ),
    (
      .api(APIError(status: 503, code: "unavailable", message: "Try later.")),
      .serverFailure(reason: "HTTP 503 unavailable: Try later.")
    ),
    (
      .api(APIError(status: 400, code: "bad_request", message: "day must be 1...3")),
      .rejected(.other(reason: "(400 bad_request): day must be 1...3"))
    ),
    (
      .api(APIError(status: 401, code: "invalid_token", message: "No.")),
      .rejected(.accessToken)
    ),
    (
      .api(APIError(status: 422, code: "invalid_phone_number", message: "Not Japanese.")),
      .rejected(.invalidPhoneNumber(reason: "Not Japanese."))
    ),
    (
      .api(
        APIError(
          status: 403, code: "check_in_not_open", message: "Later.",
          opensAt: "2027-03-10T00:00:00+09:00")),
      .notYetOpen(opensAt: "2027-03-10T00:00:00+09:00")
    ),
    (
      .api(APIError(status: 403, code: "check_in_not_open", message: "Check-in closed.")),
      .rejected(.checkInClosed)
    ),
    (
      .api(APIError(status: 429, code: "too_many_requests", message: "Slow down.")),
      .serverFailure(reason: "the backend is busy (429 too_many_requests): Slow down.")
    ),
    (
      .api(APIError(status: 499, code: "http_499", message: "")),
      .rejected(.other(reason: "(499 http_499): "))
    ),
    (
      .decoding(reason: "missing field `sessions`"),
      .unreadableResponse(reason: "missing field `sessions`")
    ),
    (.encoding(reason: "bad body"), .invalidRequest(reason: "bad body")),
  ]

  @Test(arguments: mapping)
  func mapsEveryAPIClientFailure(failure: APIClientError, expected: RepositoryError) {
    #expect(RepositoryError(failure) == expected)
  }

  @Test
  func walksEveryAPIClientErrorCase() {
    #expect(
      Set(Self.mapping.map { Self.caseName($0.0) }) == [
        "network.unreachable", "network.timedOut", "network.cancelled",
        "network.invalidResponse", "network.responseTooLarge", "network.redirectRefused",
        "network.invalidRequest", "network.localStorageFull",
        "unknownEndpoint", "api.404",
        "api.5xx", "api.other", "decoding", "encoding",
      ])
  }

  @Test
  func neverReportsACancelledRequestAsOffline() {
    #expect(RepositoryError(.cancelled) == .cancelled)
  }

  /// The name of `error`'s case, with `api` split by how the status is mapped. The switches have
  /// no `default`: a new case fails to compile here until it is named, and then the coverage
  /// test fails until the table holds it.
  private static func caseName(_ error: APIClientError) -> String {
    switch error {
    case .unreachable: "network.unreachable"
    case .timedOut: "network.timedOut"
    case .cancelled: "network.cancelled"
    case .invalidResponse: "network.invalidResponse"
    case .responseTooLarge: "network.responseTooLarge"
    case .redirectRefused: "network.redirectRefused"
    case .invalidRequest: "network.invalidRequest"
    case .localStorageFull: "network.localStorageFull"
    case .unknownEndpoint: "unknownEndpoint"
    case .api(let apiError) where apiError.status == 404: "api.404"
    case .api(let apiError) where apiError.status >= 500: "api.5xx"
    case .api: "api.other"
    case .decoding: "decoding"
    case .encoding: "encoding"
    }
  }
}
