import APIClient
import Entity
import Foundation
import Testing

struct EndpointRedactionTests {
  /// Everything `value` prints through `print`, `debugPrint` and `dump`.
  private static func renderings(of value: some Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), dumped]
  }

  @Test func aLogInEndpointPrintsItsShapeButNeverThePassword() throws {
    let endpoint = try Endpoint.logIn(
      LoginRequestEntity(email: "ada@example.com", password: "analytical-engine"))

    #expect(
      Self.renderings(of: endpoint) == [
        "POST /v1/auth/login (query: [], body: 58 bytes)",
        "Endpoint(POST /v1/auth/login, query: [], body: 58 bytes)",
        """
        ▿ Endpoint(POST /v1/auth/login, query: [], body: 58 bytes)
          ▿ method: POST
            - rawValue: "POST"
          - path: "/v1/auth/login"
          - queryNames: 0 elements
          - bodyByteCount: 58

        """,
      ])
  }

  @Test func aRefreshEndpointNeverPrintsTheTokenNorItsBytes() throws {
    let endpoint = try Endpoint.refresh(RefreshRequestEntity(refreshToken: "rt-SECRET-7"))

    #expect(
      Self.renderings(of: [endpoint]) == [
        "[Endpoint(POST /v1/auth/refresh, query: [], body: 31 bytes)]",
        "[Endpoint(POST /v1/auth/refresh, query: [], body: 31 bytes)]",
        """
        ▿ 1 element
          ▿ Endpoint(POST /v1/auth/refresh, query: [], body: 31 bytes)
            ▿ method: POST
              - rawValue: "POST"
            - path: "/v1/auth/refresh"
            - queryNames: 0 elements
            - bodyByteCount: 31

        """,
      ])
  }

  @Test func queryValuesAreLeftOutAndNamesKept() {
    let endpoint = Endpoint.searchSessions(query: "private words")

    #expect(
      Self.renderings(of: endpoint) == [
        "GET /v1/sessions (query: [query], body: 0 bytes)",
        "Endpoint(GET /v1/sessions, query: [query], body: 0 bytes)",
        """
        ▿ Endpoint(GET /v1/sessions, query: [query], body: 0 bytes)
          ▿ method: GET
            - rawValue: "GET"
          - path: "/v1/sessions"
          ▿ queryNames: 1 element
            - "query"
          - bodyByteCount: 0

        """,
      ])
  }
}
