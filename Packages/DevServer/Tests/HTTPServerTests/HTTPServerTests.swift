import Foundation
import HTTPServer
import HTTPTypes
import Testing

@Suite("HTTPServer: real socket round trips")
struct HTTPServerTests {
  private let echo = EchoHandler()

  private func makeServer(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration()
  ) throws -> (HTTPServer, UInt16) {
    let echo = self.echo
    let server = HTTPServer(configuration: configuration) { await echo.handle($0) }
    let port = try server.start(port: 0)
    return (server, port)
  }

  private static func expectedEcho(_ summary: String, closing: Bool = false) -> RawResponse {
    RawResponse(
      statusLine: "HTTP/1.1 200 OK",
      headers: ["Content-Type: text/plain", "X-Echo: yes", "Content-Length: \(summary.utf8.count)"]
        + (closing ? ["Connection: close"] : []),
      body: summary)
  }

  @Test("a GET with a query reaches the handler and its answer comes back")
  func roundTrip() async throws {
    let (server, port) = try makeServer()
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send("GET /v1/sessions?query=caf%C3%A9%20bar HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(
      try await client.readResponse() == Self.expectedEcho("GET /v1/sessions?query=café bar "))
    let request = try #require(echo.requests.first)
    #expect(
      request
        == HTTPRequest(
          method: .get, path: "/v1/sessions",
          queryItems: [URLQueryItem(name: "query", value: "café bar")], headers: ["Host": "x"]))
  }

  @Test("a connection is kept alive for several requests, pipelined ones included")
  func keepAlive() async throws {
    let (server, port) = try makeServer()
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send("GET /one HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await client.readResponse() == Self.expectedEcho("GET /one? "))
    try await client.send(
      "POST /two HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"
        + "GET /three HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await client.readResponse() == Self.expectedEcho("POST /two? hello"))
    #expect(try await client.readResponse() == Self.expectedEcho("GET /three? "))
    #expect(echo.requests.map(\.path) == ["/one", "/two", "/three"])
  }

  @Test("Connection: close is answered and then the server closes")
  func connectionClose() async throws {
    let (server, port) = try makeServer()
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send("GET /bye HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    #expect(try await client.readResponse() == Self.expectedEcho("GET /bye? ", closing: true))
    #expect(try await client.isClosedByServer())
  }

  @Test("HTTP/1.0 closes by default and stays open with keep-alive")
  func http10() async throws {
    let (server, port) = try makeServer()
    defer { server.stop() }
    let keptAlive = try await RawClient(port: port)
    try await keptAlive.send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
    var expected = Self.expectedEcho("GET /a? ")
    expected.headers.append("Connection: keep-alive")
    #expect(try await keptAlive.readResponse() == expected)
    try await keptAlive.send("GET /b HTTP/1.0\r\n\r\n")
    #expect(try await keptAlive.readResponse() == Self.expectedEcho("GET /b? ", closing: true))
    #expect(try await keptAlive.isClosedByServer())
  }

  @Test("HEAD gets the headers and length of GET without the body")
  func head() async throws {
    let (server, port) = try makeServer()
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send(
      "HEAD /h HTTP/1.1\r\nHost: x\r\n\r\nGET /after HTTP/1.1\r\nHost: x\r\n\r\n")
    var expected = Self.expectedEcho("HEAD /h? ")
    expected.body = ""
    #expect(try await client.readResponse(hasBody: false) == expected)
    #expect(try await client.readResponse() == Self.expectedEcho("GET /after? "))
  }

  @Test("Expect: 100-continue gets an interim answer before the body is sent")
  func expectContinue() async throws {
    let (server, port) = try makeServer()
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send(
      "PUT /p HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n")
    #expect(
      try await client.readResponse(hasBody: false)
        == RawResponse(statusLine: "HTTP/1.1 100 Continue", headers: [], body: ""))
    try await client.send("ok")
    #expect(try await client.readResponse() == Self.expectedEcho("PUT /p? ok"))
  }

  @Test("a body over the limit is 413 without calling the handler, then the server closes")
  func payloadTooLarge() async throws {
    let (server, port) = try makeServer(configuration: HTTPServerConfiguration(maximumBodySize: 8))
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send("POST /big HTTP/1.1\r\nHost: x\r\nContent-Length: 9\r\n\r\n123456789")
    let body =
      #"{"error":{"code":"payload_too_large","message":"The request body is larger than 8 bytes."}}"#
    #expect(
      try await client.readResponse()
        == RawResponse(
          statusLine: "HTTP/1.1 413 Content Too Large",
          headers: [
            "Content-Type: application/json; charset=utf-8",
            "Content-Length: \(body.utf8.count)", "Connection: close",
          ],
          body: body))
    #expect(try await client.isClosedByServer())
    #expect(echo.requests == [])
  }

  @Test(
    "an unreadable request is answered by the server itself and the connection closes",
    arguments: [
      ("GARBAGE\r\n\r\n", "400 Bad Request", "bad_request"),
      ("GET /x HTTP/1.1\nHost: x\n\r\n\r\n", "400 Bad Request", "bad_request"),
      ("GET /x HTTP/1.1\r\n\r\n", "400 Bad Request", "bad_request"),
      ("GET /x HTTP/1.1\r\nHost x\r\n\r\n", "400 Bad Request", "bad_request"),
      ("GET x HTTP/1.1\r\nHost: x\r\n\r\n", "400 Bad Request", "bad_request"),
      (
        "GET /x HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", "400 Bad Request", "bad_request"
      ),
      (
        "GET /x HTTP/2.0\r\nHost: x\r\n\r\n", "505 HTTP Version Not Supported",
        "http_version_not_supported"
      ),
      (
        "POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "501 Not Implemented", "not_implemented"
      ),
    ])
  func unreadableRequest(request: String, status: String, code: String) async throws {
    let (server, port) = try makeServer()
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send(request)
    let response = try await client.readResponse()
    #expect(response.statusLine == "HTTP/1.1 \(status)")
    #expect(response.body.hasPrefix(#"{"error":{"code":"\#(code)","message":""#))
    #expect(response.headers.last == "Connection: close")
    #expect(try await client.isClosedByServer())
    #expect(echo.requests == [])
  }

  @Test("a head over the limit is 431")
  func headTooLarge() async throws {
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(maximumHeadSize: 1024))
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send(
      "GET /x HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 2000))\r\n\r\n")
    let response = try await client.readResponse()
    #expect(
      [response.statusLine, response.body]
        == [
          "HTTP/1.1 431 Request Header Fields Too Large",
          #"{"error":{"code":"header_too_large","message":"The request line and headers are larger than 1024 bytes."}}"#,
        ])
    #expect(echo.requests == [])
  }

  @Test("a connection over the limit gets 503")
  func tooManyConnections() async throws {
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(maximumConnections: 1))
    defer { server.stop() }
    let first = try await RawClient(port: port)
    try await first.send("GET /first HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await first.readResponse() == Self.expectedEcho("GET /first? "))
    let second = try await RawClient(port: port)
    #expect(try await second.readResponse().statusLine == "HTTP/1.1 503 Service Unavailable")
    #expect(try await second.isClosedByServer())
  }

  @Test("start picks a free port, refuses a second start, and stop closes idle connections")
  func lifecycle() async throws {
    let (server, port) = try makeServer()
    #expect(port != 0 && server.port == port)
    #expect(throws: HTTPServerError.alreadyRunning(port: port)) { try server.start(port: 0) }
    let other = HTTPServer { _ in HTTPResponse(status: .ok) }
    #expect(throws: HTTPServerError.portInUse(port)) { try other.start(port: port) }
    let idle = try await RawClient(port: port)
    try await idle.send("GET /x HTTP/1.1\r\nHost: x\r\n\r\n")
    _ = try await idle.readResponse()
    let started = ContinuousClock.now
    server.stop()
    #expect(ContinuousClock.now - started < .seconds(2))
    #expect(server.port == nil)
    #expect(try await idle.isClosedByServer())
    await #expect(throws: RawClientError(reason: "connect failed")) {
      try await RawClient(port: port)
    }
    let again = try server.start(port: 0)
    defer { server.stop() }
    let client = try await RawClient(port: again)
    try await client.send("GET /again HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await client.readResponse() == Self.expectedEcho("GET /again? "))
  }

  @Test("an idle connection is closed after the idle timeout")
  func idleTimeout() async throws {
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(idleTimeout: .milliseconds(100)))
    defer { server.stop() }
    let client = try await RawClient(port: port)
    #expect(try await client.isClosedByServer())
  }
}
