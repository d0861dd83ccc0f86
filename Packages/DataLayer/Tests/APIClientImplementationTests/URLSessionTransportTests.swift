import APIClient
import Foundation
import HTTPTypes
import Testing

@testable import APIClientImplementation

struct URLSessionTransportTests {
  @Test(arguments: [
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080/v1/timetable?day=1"),
    ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/v1/timetable?day=1"),
    ("https://conf.example/api/", "https://conf.example/api/v1/timetable?day=1"),
  ])
  func appendsThePathAndQueryToTheBaseURL(base: String, expected: String) throws {
    let transport = URLSessionTransport(baseURL: try #require(URL(string: base)))
    let request = HTTPRequest(
      method: .get, path: "/v1/timetable", queryItems: [URLQueryItem(name: "day", value: "1")])

    #expect(transport.makeURL(for: request) == URL(string: expected))
  }

  @Test func percentEncodesThePathAndQuery() throws {
    let transport = URLSessionTransport(baseURL: try #require(URL(string: "http://h")))
    let request = HTTPRequest(
      method: .get, path: "/v1/sessions/a b?",
      queryItems: [URLQueryItem(name: "query", value: "café & tea")])

    #expect(
      transport.makeURL(for: request).absoluteString
        == "http://h/v1/sessions/a%20b%3F?query=caf%C3%A9%20%26%20tea")
  }

  @Test(arguments: [
    (URLError(.timedOut) as any Error, NetworkError.timedOut),
    (URLError(.cancelled), .cancelled),
    (CancellationError(), .cancelled),
    (
      URLError(.cannotConnectToHost),
      .unreachable(reason: "http://h/v1: could not connect (is the server running?)")
    ),
    (URLError(.cannotFindHost), .unreachable(reason: "http://h/v1: host not found")),
    (
      URLError(.networkConnectionLost), .unreachable(reason: "http://h/v1: the connection was lost")
    ),
    (
      URLError(.badServerResponse),
      .invalidResponse(reason: "http://h/v1: the server sent a malformed response")
    ),
    (URLError(.unknown), .unreachable(reason: "http://h/v1: URL error -1")),
  ])
  func mapsURLErrors(error: any Error, expected: NetworkError) throws {
    let url = try #require(URL(string: "http://h/v1"))

    #expect(NetworkError(mapping: error, url: url) == expected)
  }

  @Test func exchangesARequestWithARealServer() async throws {
    let body = #"{"ok":true}"#
    let server = try LoopbackServer(
      response: "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
    let transport = URLSessionTransport(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)/api")),
      timeout: .seconds(10))
    let request = HTTPRequest(
      method: .post, path: "/v1/me/tickets", queryItems: [URLQueryItem(name: "q", value: "a b")],
      headers: ["Content-Type": "application/json", "Authorization": "Bearer t0k"],
      body: Data(#"{"kind":"general"}"#.utf8))

    let response = try await transport.send(request)
    let received = try #require(server.receivedRequest())

    #expect(
      response
        == HTTPResponse(
          status: .created,
          headers: [
            "Connection": "close", "Content-Length": "11", "Content-Type": "application/json",
          ],
          body: Data(body.utf8)))
    #expect(received.hasPrefix("POST /api/v1/me/tickets?q=a%20b HTTP/1.1\r\n"))
    #expect(received.contains("\r\nAuthorization: Bearer t0k\r\n"))
    #expect(received.hasSuffix("\r\n\r\n{\"kind\":\"general\"}"))
  }

  @Test func aClosedPortIsUnreachable() async throws {
    let port = try LoopbackServer.unusedPort()
    let transport = URLSessionTransport(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")), timeout: .seconds(10))

    await #expect(
      throws: NetworkError.unreachable(
        reason: "http://127.0.0.1:\(port)/v1/timetable: could not connect (is the server running?)")
    ) {
      try await transport.send(HTTPRequest(method: .get, path: "/v1/timetable"))
    }
  }
}
