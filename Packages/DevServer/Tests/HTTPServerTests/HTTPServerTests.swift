import Foundation
import HTTPServer
import HTTPTypes
import Testing

@Suite("HTTPServer: real socket round trips")
struct HTTPServerTests {
  private let echo = EchoHandler()

  /// Long deadlines; with the frozen clock `makeServer` gives by default, none passes anyway.
  private static let patient = HTTPServerConfiguration(
    idleTimeout: .seconds(30), headTimeout: .seconds(30), bodyTimeout: .seconds(30))

  /// A started echo server whose deadlines are measured with `clock`: a fresh `ManualClock`
  /// unless given, which stands still, so no deadline passes unless a test moves it.
  private func makeServer(
    configuration: HTTPServerConfiguration = patient, clock: ManualClock = ManualClock()
  ) throws -> (HTTPServer, UInt16) {
    let echo = self.echo
    let server = HTTPServer(configuration: configuration, clock: clock.serverClock) {
      await echo.handle($0)
    }
    let port = try server.start(port: 0)
    return (server, port)
  }

  /// Sends a request on a new connection and reads its answer: on a server with one event loop,
  /// the loop has then taken in whatever reached it before the request, and has read its clock
  /// since (checking deadlines, when the clock has moved by the sweep interval or more).
  private func barrier(port: UInt16) async throws {
    let client = try await RawClient(
      port: port, sending: "GET /barrier HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    #expect(try await client.readResponse().statusLine == "HTTP/1.1 200 OK")
  }

  /// Sends one byte of `bytes` (five of them) at 0, 2, 4, 6 and 8 s on `clock`, a fifth of a 10 s
  /// deadline apart, and checks after each that the server has neither answered nor closed.
  ///
  /// A barrier after each byte makes the server read it before the clock moves on, so a
  /// deadline that restarted whenever bytes arrive would never pass: the slowloris attack.
  private func trickle(
    _ bytes: String, on client: RawClient, port: UInt16, clock: ManualClock
  ) async throws {
    for (index, byte) in bytes.enumerated() {
      if index > 0 {
        clock.advance(by: .seconds(2))
      }
      try await client.send(String(byte))
      try await barrier(port: port)
      #expect(try await client.isQuiet(), "answered or closed at \(index * 2) s")
    }
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
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(
        maximumBodySize: 8, idleTimeout: .seconds(30), headTimeout: .seconds(30)))
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
      configuration: HTTPServerConfiguration(
        maximumHeadSize: 1024, idleTimeout: .seconds(30), headTimeout: .seconds(30)))
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

  @Test("a connection over the limit gets 503 with Retry-After, then the server closes it")
  func tooManyConnections() async throws {
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(
        maximumConnections: 2, idleTimeout: .seconds(30), headTimeout: .seconds(30),
        retryAfterSeconds: 7))
    defer { server.stop() }
    let first = try await RawClient(port: port)
    try await first.send("GET /first HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await first.readResponse() == Self.expectedEcho("GET /first? "))
    let second = try await RawClient(port: port)
    try await second.send("GET /second HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await second.readResponse() == Self.expectedEcho("GET /second? "))
    let third = try await RawClient(port: port)
    try await third.send("GET /third HTTP/1.1\r\nHost: x\r\n\r\n")
    let body =
      #"{"error":{"code":"service_unavailable","message":"The server is handling too many connections. Try again."}}"#
    #expect(
      try await third.readResponse()
        == RawResponse(
          statusLine: "HTTP/1.1 503 Service Unavailable",
          headers: [
            "Content-Type: application/json; charset=utf-8", "Retry-After: 7",
            "Content-Length: \(body.utf8.count)", "Connection: close",
          ],
          body: body))
    #expect(try await third.isClosedByServer())
    #expect(echo.requests.map(\.path) == ["/first", "/second"])
  }

  @Test("start picks a free port, refuses a second start, and stop closes idle connections at once")
  func lifecycle() async throws {
    // A grace period the frozen clock never ends: stop() may not wait for it with nothing in
    // flight (its own bound, 121 s of real time, is far past the wait below).
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(shutdownGracePeriod: .seconds(120)))
    #expect(port != 0 && server.port == port)
    #expect(throws: HTTPServerError.alreadyRunning(port: port)) { try server.start(port: 0) }
    let other = HTTPServer { _ in HTTPResponse(status: .ok) }
    #expect(throws: HTTPServerError.portInUse(port)) { try other.start(port: port) }
    let idle = try await RawClient(port: port)
    try await idle.send("GET /x HTTP/1.1\r\nHost: x\r\n\r\n")
    _ = try await idle.readResponse()
    let stopping = BlockingCall { server.stop() }
    try await waitUntil("stop() returns") { stopping.hasReturned }
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

  @Test("a connection silent after its answer is closed when the idle timeout passes, not before")
  func idleTimeout() async throws {
    let clock = ManualClock()
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(
        idleTimeout: .seconds(5), headTimeout: .seconds(60), eventLoopCount: 1),
      clock: clock)
    defer { server.stop() }
    let client = try await RawClient(port: port, sending: "GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await client.readResponse() == Self.expectedEcho("GET /a? "))
    try await barrier(port: port)
    clock.advance(by: .milliseconds(4_900))
    try await barrier(port: port)
    #expect(try await client.isQuiet(), "closed before the idle timeout")
    clock.advance(by: .milliseconds(100))
    #expect(try await client.isClosedByServer())
  }

  @Test("a head trickled in a byte every fifth of its deadline is cut off with 408 at the deadline")
  func slowHead() async throws {
    let clock = ManualClock()
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(
        idleTimeout: .seconds(60), headTimeout: .seconds(10), eventLoopCount: 1),
      clock: clock)
    defer { server.stop() }
    // The wait for the second head starts when the first answer is out, at 0 s.
    let client = try await RawClient(port: port, sending: "GET /first HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await client.readResponse() == Self.expectedEcho("GET /first? "))
    try await trickle("GET /", on: client, port: port, clock: clock)
    clock.advance(by: .seconds(2))
    let response = try await client.readResponse()
    #expect(
      [response.statusLine, response.body]
        == [
          "HTTP/1.1 408 Request Timeout",
          #"{"error":{"code":"request_timeout","message":"The request did not arrive whole in time. Send it again, all at once."}}"#,
        ])
    #expect(try await client.isClosedByServer())
    #expect(echo.requests.map(\.path).filter { $0 != "/barrier" } == ["/first"])
  }

  @Test("a body trickled in a byte every fifth of its deadline is cut off with 408 at the deadline")
  func slowBody() async throws {
    let clock = ManualClock()
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(
        idleTimeout: .seconds(60), headTimeout: .seconds(60), bodyTimeout: .seconds(10),
        eventLoopCount: 1),
      clock: clock)
    defer { server.stop() }
    // The body's deadline starts when the head is read, at 0 s: the interim answer says it was.
    let client = try await RawClient(
      port: port,
      sending: "POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\n"
        + "Expect: 100-continue\r\n\r\n")
    #expect(
      try await client.readResponse(hasBody: false)
        == RawResponse(statusLine: "HTTP/1.1 100 Continue", headers: [], body: ""))
    try await trickle("bbbbb", on: client, port: port, clock: clock)
    clock.advance(by: .seconds(2))
    let response = try await client.readResponse()
    #expect(response.statusLine == "HTTP/1.1 408 Request Timeout")
    #expect(try await client.isClosedByServer())
    #expect(echo.requests.map(\.path).filter { $0 != "/barrier" } == [])
  }

  @Test("with 1,000 connections holding half a request open, normal requests are answered")
  func thousandSlowConnections() async throws {
    // The clock stands still, so no deadline closes the held connections: they stay open for as
    // long as the test runs. How fast the answers come is measured by `scripts/bench server`.
    let (server, port) = try makeServer()
    defer { server.stop() }
    let held = try await HeldConnections(count: 1_000, port: port)
    defer { held.close() }
    for attempt in 0..<3 {
      let client = try await RawClient(
        port: port, sending: "GET /normal\(attempt) HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(try await client.readResponse() == Self.expectedEcho("GET /normal\(attempt)? "))
    }
    #expect(held.closedCount() == 0)
  }

  @Test("held connections are all closed once the head deadline passes")
  func heldConnectionsExpire() async throws {
    let clock = ManualClock()
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(idleTimeout: .seconds(60), headTimeout: .seconds(10)),
      clock: clock)
    defer { server.stop() }
    let held = try await HeldConnections(count: 200, port: port)
    defer { held.close() }
    #expect(held.closedCount() == 0)
    // A connection's deadline counts from when its loop adopted it, which may come after a move
    // of the clock; moving it on by the whole deadline at every look covers each of them.
    try await waitUntil("the server has closed all 200 held connections") {
      clock.advance(by: .seconds(10))
      return held.closedCount() == 200
    }
  }

  @Test("pipelined requests are answered in order, even when the first is the slowest")
  func pipelinedInOrder() async throws {
    let echo = self.echo
    let entered = Gate()
    let release = Gate()
    let server = HTTPServer(
      configuration: HTTPServerConfiguration(eventLoopCount: 1),
      clock: ManualClock().serverClock
    ) { request in
      if request.path == "/slow" {
        entered.open()
        await release.wait()
      }
      return await echo.handle(request)
    }
    let port = try server.start(port: 0)
    defer { server.stop() }
    defer { release.open() }
    let client = try await RawClient(port: port)
    try await client.send(
      "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n"
        + "PUT /body HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
        + "GET /split HTTP/1.1\r\nHo")
    try await waitUntil("the handler has /slow") { entered.isOpen }
    try await client.send("st: x\r\n\r\n")
    // The one loop has taken in every byte above; /slow stays unanswered until released.
    try await barrier(port: port)
    release.open()
    #expect(try await client.readResponse() == Self.expectedEcho("GET /slow? "))
    #expect(try await client.readResponse() == Self.expectedEcho("PUT /body? abc"))
    #expect(try await client.readResponse() == Self.expectedEcho("GET /split? "))
    #expect(echo.requests.map(\.path) == ["/barrier", "/slow", "/body", "/split"])
  }

  @Test("stop lets a request in flight finish with Connection: close, then returns")
  func gracefulStop() async throws {
    let echo = self.echo
    let entered = Gate()
    let release = Gate()
    // The frozen clock never ends the grace period, and stop()'s own bound (121 s of real time)
    // is far past the waits below: only the answer going out can end the stop.
    let server = HTTPServer(
      configuration: HTTPServerConfiguration(
        shutdownGracePeriod: .seconds(120), eventLoopCount: 1),
      clock: ManualClock().serverClock
    ) { request in
      if request.path == "/slow" {
        entered.open()
        await release.wait()
      }
      return await echo.handle(request)
    }
    let port = try server.start(port: 0)
    defer { release.open() }
    let idle = try await RawClient(port: port)
    let busy = try await RawClient(port: port, sending: "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
    try await waitUntil("the handler has /slow") { entered.isOpen }
    let stopping = BlockingCall { server.stop() }
    // The loop closes idle connections as it begins to stop; answers from then on close.
    #expect(try await idle.isClosedByServer())
    #expect(!stopping.hasReturned, "stop() returned with a request in flight")
    release.open()
    #expect(try await busy.readResponse() == Self.expectedEcho("GET /slow? ", closing: true))
    #expect(try await busy.isClosedByServer())
    try await waitUntil("stop() returns") { stopping.hasReturned }
    #expect(server.port == nil)
  }

  @Test("stop gives up on a handler that outlasts the grace period once it passes on the clock")
  func stopGraceRunsOut() async throws {
    let clock = ManualClock()
    let entered = Gate()
    let release = Gate()
    let server = HTTPServer(
      configuration: HTTPServerConfiguration(
        shutdownGracePeriod: .seconds(120), eventLoopCount: 1),
      clock: clock.serverClock
    ) { _ in
      entered.open()
      await release.wait()
      return HTTPResponse(status: .ok)
    }
    let port = try server.start(port: 0)
    defer { release.open() }
    let idle = try await RawClient(port: port)
    let busy = try await RawClient(port: port, sending: "GET /stuck HTTP/1.1\r\nHost: x\r\n\r\n")
    try await waitUntil("the handler has /stuck") { entered.isOpen }
    let stopping = BlockingCall { server.stop() }
    // Once idle connections are closed, the loop holds the stop's deadline: 120 s from now.
    #expect(try await idle.isClosedByServer())
    #expect(try await busy.isQuiet(), "the busy connection closed before the grace period ran out")
    #expect(!stopping.hasReturned, "stop() returned before the grace period ran out")
    clock.advance(by: .seconds(120))
    // Closed without an answer while the handler is still held at the gate.
    #expect(try await busy.isClosedByServer())
    try await waitUntil("stop() returns") { stopping.hasReturned }
    #expect(server.port == nil)
  }

  @Test("drop rate 1 closes every connection without an answer; the handler never runs")
  func dropEverything() async throws {
    let (server, port) = try makeServer(
      configuration: HTTPServerConfiguration(
        idleTimeout: .seconds(30), headTimeout: .seconds(30), dropRate: 1))
    defer { server.stop() }
    let client = try await RawClient(port: port)
    try await client.send("GET /dropped HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(try await client.isClosedByServer())
    #expect(echo.requests == [])
  }

  @Test("a seeded drop rate drops the same requests every run")
  func seededDrops() async throws {
    func pattern() async throws -> [Bool] {
      let (server, port) = try makeServer(
        configuration: HTTPServerConfiguration(
          idleTimeout: .seconds(30), headTimeout: .seconds(30), dropRate: 0.5, faultSeed: 42))
      defer { server.stop() }
      var answered: [Bool] = []
      for index in 0..<12 {
        let client = try await RawClient(port: port)
        try await client.send("GET /\(index) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        answered.append((try? await client.readResponse()) != nil)
      }
      return answered
    }
    let first = try await pattern()
    #expect(first == (try await pattern()))
    #expect(first.contains(true) && first.contains(false))
  }
}
