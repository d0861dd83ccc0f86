import APIClient
import Foundation
import Glibc
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

    #expect(try transport.makeURL(for: request) == URL(string: expected))
  }

  @Test func percentEncodesThePathAndQuery() throws {
    let transport = URLSessionTransport(baseURL: try #require(URL(string: "http://h")))
    let request = HTTPRequest(
      method: .get, path: "/v1/sessions/a b?",
      queryItems: [URLQueryItem(name: "query", value: "café & tea")])

    #expect(
      try transport.makeURL(for: request).absoluteString
        == "http://h/v1/sessions/a%20b%3F?query=caf%C3%A9%20%26%20tea")
  }

  @Test func describesARequestByItsMethodAndURLWithoutSecrets() throws {
    let transport = URLSessionTransport(
      baseURL: try #require(URL(string: "http://ada:s3cret@conf.example:8080/api/")))
    let request = HTTPRequest(
      method: .get, path: "/v1/sessions/a b",
      queryItems: [URLQueryItem(name: "query", value: "secret")],
      headers: ["Authorization": "Bearer t0k"])

    #expect(
      transport.description(of: request)
        == "GET http://conf.example:8080/api/v1/sessions/a%20b")
  }

  @Test func aRequestNoURLCanBeBuiltForIsRefusedInsteadOfSentToTheBaseURL() async throws {
    let transport = URLSessionTransport(baseURL: try #require(URL(string: "x:")))
    let request = HTTPRequest(method: .get, path: "//v1/sessions")
    let failure = APIClientError.invalidRequest(
      reason: "no URL can be built from x: and the path //v1/sessions")

    #expect(throws: failure) { try transport.makeURL(for: request) }
    await #expect(throws: failure) { try await transport.send(request) }
  }

  @Test(arguments: [
    (URLError(.cannotFindHost) as any Error, APIClientError.unreachable(reason: "host not found")),
    (
      URLError(.badServerResponse),
      .unreachable(reason: "the connection closed before a whole answer arrived")
    ),
    (
      URLError(
        .unknown,
        // NSURLErrorFailingURLStringErrorKey, spelled out because the constant is deprecated.
        userInfo: ["NSErrorFailingURLStringKey": "http://ada:s3cret@h:8080/v1?key=k3y"]),
      .unreachable(reason: "URL error -1")
    ),
    (POSIXError(.ECONNREFUSED), .unreachable(reason: "NSPOSIXErrorDomain error 111")),
    (LeakyError(), .unreachable(reason: "APIClientImplementationTests.LeakyError error 1")),
  ])
  func messagesNeverShowTheUserPasswordQueryOrAnotherErrorsText(
    error: any Error, expected: APIClientError
  ) throws {
    let url = try #require(URL(string: "http://ada:s3cret@h:8080/v1?key=k3y#part"))
    let prefixed: APIClientError =
      switch expected {
      case .unreachable(let reason): .unreachable(reason: "http://h:8080/v1: " + reason)
      case .invalidResponse(let reason): .invalidResponse(reason: "http://h:8080/v1: " + reason)
      default: expected
      }

    #expect(APIClientError(mapping: error, url: url) == prefixed)
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

  @Test func cancellingAnExchangeEndsItBeforeItsTimeout() async throws {
    let (socket, port) = try LoopbackServer.silentSocket()
    defer { close(socket) }
    // Not cancelled, the unanswered exchange would end with `.timedOut` after 30 s.
    let transport = URLSessionTransport(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")), timeout: .seconds(30))

    let task = Task {
      try await transport.send(HTTPRequest(method: .get, path: "/v1/timetable"))
    }
    defer { task.cancel() }
    let server = try #require(await LoopbackServer.acceptRequest(on: socket))
    defer { close(server.connection) }
    #expect(server.request.hasPrefix("GET /v1/timetable HTTP/1.1\r\n"))
    task.cancel()

    await #expect(throws: APIClientError.cancelled) { try await task.value }
  }

  @Test func aClosedPortIsUnreachable() async throws {
    let port = try LoopbackServer.unusedPort()
    let transport = URLSessionTransport(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")), timeout: .seconds(10))

    await #expect(
      throws: APIClientError.unreachable(
        reason: "http://127.0.0.1:\(port)/v1/timetable: could not connect (is the server running?)")
    ) {
      try await transport.send(HTTPRequest(method: .get, path: "/v1/timetable"))
    }
  }
}

/// An error whose description holds a secret, as an error with a URL in it would.
struct LeakyError: Error, CustomStringConvertible {
  var description: String { "GET http://ada:s3cret@h:8080/v1?key=k3y failed" }
}
