import APIClient
import APIClientImplementation
import Entity
import Foundation
import HTTPTypes
import Testing

struct LiveConferenceAPIClientTests {
  private static let session = SessionEntity(
    id: "104", title: "Actors in practice", abstract: "Isolation.", day: 1,
    startsAt: "2027-03-10T10:00:00+09:00", endsAt: "2027-03-10T10:40:00+09:00",
    track: "Concurrency", room: "Hall A", level: "advanced", language: "en",
    speakers: [SpeakerEntity(id: "sp-01", name: "Ada Lovelace", affiliation: nil)])

  private static let sessionJSON = """
    {"id": "104", "title": "Actors in practice", "abstract": "Isolation.", "day": 1,
     "starts_at": "2027-03-10T10:00:00+09:00", "ends_at": "2027-03-10T10:40:00+09:00",
     "track": "Concurrency", "room": "Hall A", "level": "advanced", "language": "en",
     "speakers": [{"id": "sp-01", "name": "Ada Lovelace"}]}
    """

  private static func ok(_ json: String) -> Result<HTTPResponse, APIClientError> {
    .success(HTTPResponse(status: .ok, body: Data(json.utf8)))
  }

  @Test func timetableSendsTheEndpointAndDecodesTheBody() async throws {
    let transport = RecordingTransport(
      Self.ok(
        #"{"day": 1, "date": "2027-03-10", "time_zone": "Asia/Tokyo", "sessions": ["#
          + Self.sessionJSON + "]}"))
    let client = LiveConferenceAPIClient(transport: transport)

    let timetable = try await client.timetable(day: 1)

    #expect(
      timetable
        == TimetableEntity(
          day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo", sessions: [Self.session]))
    #expect(transport.requests == [Endpoint.timetable(day: 1).makeRequest()])
  }

  @Test func conferenceSendsTheEndpointAndDecodesTheBody() async throws {
    let transport = RecordingTransport(
      Self.ok(
        #"{"title": "Swift Harbour 2027", "acronym": "sh27", "time_zone": "Asia/Tokyo", "#
          + #""day_change": null, "days": [{"day": 1, "date": "2027-03-10"}]}"#))
    let client = LiveConferenceAPIClient(transport: transport)

    let conference = try await client.conference()

    #expect(
      conference
        == ConferenceEntity(
          title: "Swift Harbour 2027", acronym: "sh27", timeZone: "Asia/Tokyo", dayChange: nil,
          days: [ConferenceDayEntity(day: 1, date: "2027-03-10")]))
    #expect(transport.requests == [Endpoint.conference.makeRequest()])
  }

  @Test func sessionDecodesTheBody() async throws {
    let transport = RecordingTransport(Self.ok(Self.sessionJSON))
    let client = LiveConferenceAPIClient(transport: transport)

    #expect(try await client.session(id: "104") == Self.session)
    #expect(transport.requests == [Endpoint.session(id: "104").makeRequest()])
  }

  @Test(arguments: [
    ("104", "/v1/sessions/104"),
    ("a b", "/v1/sessions/a%20b"),
    ("50%", "/v1/sessions/50%25"),
    ("a%2Fb", "/v1/sessions/a%252Fb"),
    ("..%2Fme", "/v1/sessions/..%252Fme"),
    ("...", "/v1/sessions/..."),
    ("x?y#z", "/v1/sessions/x%3Fy%23z"),
    ("café", "/v1/sessions/caf%C3%A9"),
  ])
  func sessionIDsReachTheServerAsOneSegmentEncodedOnce(id: String, target: String) async throws {
    let transport = RecordingTransport(Self.ok(Self.sessionJSON))
    let client = LiveConferenceAPIClient(transport: transport)

    _ = try await client.session(id: id)

    let sent = try #require(transport.requests.first)
    let received = try #require(HTTPRequest(method: .get, target: sent.target))
    #expect(transport.requests.count == 1)
    #expect(sent.target == target)
    #expect(received.path == "/v1/sessions/" + id)
    #expect(sent.target.split(separator: "/", omittingEmptySubsequences: false).count == 4)
  }

  @Test(arguments: ["", ".", "..", "../me", "a/b", "/", "104/"])
  func anIDThatCannotBeOneSegmentIsRefusedWithoutARequest(id: String) async {
    let transport = RecordingTransport(Self.ok(Self.sessionJSON))
    let client = LiveConferenceAPIClient(transport: transport)

    await #expect(
      throws: APIClientError.encoding(
        reason: "the session id `\(id)` cannot be sent as one path segment "
          + "(it is empty, `.` or `..`, or holds `/`)")
    ) {
      try await client.session(id: id)
    }
    #expect(transport.requests == [])
  }

  @Test func searchSendsTheQuery() async throws {
    let transport = RecordingTransport(
      Self.ok(#"{"query": "actors", "sessions": ["# + Self.sessionJSON + "]}"))
    let client = LiveConferenceAPIClient(transport: transport)

    let result = try await client.searchSessions(query: "actors")

    #expect(result == SessionSearchEntity(query: "actors", sessions: [Self.session]))
    #expect(transport.requests == [Endpoint.searchSessions(query: "actors").makeRequest()])
  }

  @Test func anErrorBodyBecomesAnAPIError() async {
    let transport = RecordingTransport(
      .success(
        HTTPResponse(
          status: .notFound,
          body: Data(#"{"error": {"code": "session_not_found", "message": "No session 9."}}"#.utf8))
      ))
    let client = LiveConferenceAPIClient(transport: transport)

    await #expect(
      throws: APIClientError.api(
        APIError(status: 404, code: "session_not_found", message: "No session 9."))
    ) {
      try await client.session(id: "9")
    }
  }

  @Test(arguments: [
    #"{"error": {"code": "not_found", "message": "There is no resource at /api/v1/timetable."}}"#,
    "<html>Not Found</html>", "",
  ])
  func aNotFoundWithoutAResourceCodeNamesTheRequestThatGotIt(body: String) async {
    let transport = RecordingTransport(
      .success(HTTPResponse(status: .notFound, body: Data(body.utf8))))
    let client = LiveConferenceAPIClient(transport: transport)

    await #expect(throws: APIClientError.unknownEndpoint(request: "GET /v1/timetable")) {
      try await client.timetable(day: 1)
    }
    await #expect(throws: APIClientError.unknownEndpoint(request: "GET /v1/sessions/101")) {
      try await client.session(id: "101")
    }
  }

  @Test(arguments: ["", "<html>Bad Gateway</html>", #"{"error": "nope"}"#])
  func anErrorStatusWithoutAnErrorBodyGetsAGenericCode(body: String) async {
    let transport = RecordingTransport(
      .success(HTTPResponse(status: HTTPStatus(rawValue: 502), body: Data(body.utf8))))
    let client = LiveConferenceAPIClient(transport: transport)

    await #expect(
      throws: APIClientError.api(
        APIError(
          status: 502, code: "http_502",
          message: "the server answered 502 Bad Gateway without an error description"))
    ) {
      try await client.timetable(day: 1)
    }
  }

  @Test(
    "a login asked for by another server (401 with a challenge, a proxy's 407) is named",
    arguments: [
      (
        HTTPResponse(status: .unauthorized, headers: ["WWW-Authenticate": #"Basic realm="x""#]),
        "the server asks for a login (HTTP Basic authentication), which the conference API "
          + "does not use"
      ),
      (
        HTTPResponse(status: HTTPStatus(rawValue: 407), headers: ["Proxy-Authenticate": "Basic"]),
        "a proxy on the way asks for a login (407 Proxy Authentication Required, HTTP Basic "
          + "authentication): give the proxy's user name and password in https_proxy or "
          + "http_proxy (http://user:password@proxy:port)"
      ),
    ])
  func aLoginDemandIsNamed(response: HTTPResponse, message: String) async {
    let transport = RecordingTransport(.success(response))
    let client = LiveConferenceAPIClient(transport: transport)

    await #expect(
      throws: APIClientError.api(
        APIError(
          status: response.status.rawValue, code: "http_\(response.status.rawValue)",
          message: message))
    ) {
      try await client.timetable(day: 1)
    }
  }

  @Test(arguments: [
    (
      #"{"day": 1, "date": "2027-03-10", "time_zone": "Asia/Tokyo", "sessions": [{"id": "1"}]}"#,
      "missing field `sessions[0].title`"
    ),
    (
      #"{"day": "one", "date": "2027-03-10", "time_zone": "Asia/Tokyo", "sessions": []}"#,
      "field `day` is not a number"
    ),
    (
      #"{"day": 1, "date": null, "time_zone": "Asia/Tokyo", "sessions": []}"#,
      "field `date` is null"
    ),
    (
      #"{"day": 1, "date": "2027-03-10", "time_zone": "Asia/Tokyo", "sessions": {}}"#,
      "field `sessions` is not an array"
    ),
    ("<html>", "the body is not valid JSON"),
    ("", "the response body is empty"),
  ])
  func aBodyThatDoesNotDecodeNamesTheField(body: String, reason: String) async {
    let client = LiveConferenceAPIClient(transport: RecordingTransport(Self.ok(body)))

    await #expect(throws: APIClientError.decoding(reason: reason)) {
      try await client.timetable(day: 1)
    }
  }

  @Test func aTransportFailureIsPassedOnAsThrown() async {
    let client = LiveConferenceAPIClient(transport: RecordingTransport(.failure(.timedOut)))

    await #expect(throws: APIClientError.timedOut) {
      try await client.searchSessions(query: "x")
    }
  }
}
