import APIClient
import Foundation
import HTTPTypes
import Testing

@testable import APIClientImplementation

/// URLSessionTransport against servers that misbehave: one that applies a request and drops
/// the connection, ones whose answer never ends or announces more than the limit, ones that ask
/// for a login, and ones that redirect where no request should go.
@Suite("URLSessionTransport against misbehaving servers")
struct URLSessionTransportFaultTests {
  private static let okay =
    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"

  /// A transport to `server`; `timeout` bounds a test that would otherwise wait for an answer
  /// that never comes (the tests assert what ends the exchange, never how fast).
  private static func transport(
    _ server: ScriptedHTTPServer, maximumResponseSize: Int = 16 << 20, timeout: Int64 = 60
  ) throws -> URLSessionTransport {
    URLSessionTransport(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")),
      timeout: .seconds(timeout), maximumResponseSize: maximumResponseSize)
  }

  @Test("a POST the server applies and then drops is sent once, even after a kept-alive GET")
  func aDroppedPostIsSentOnce() async throws {
    // A GET first leaves a kept-alive connection behind: libcurl, reusing it for the POST and
    // seeing it close without an answer, used to send the POST again on a new connection.
    let server = try ScriptedHTTPServer { line in
      line.hasPrefix("POST") ? .drop : .answer(Self.okay)
    }
    defer { server.stop() }
    let transport = try Self.transport(server)
    _ = try await transport.send(HTTPRequest(method: .get, path: "/v1/me/tickets"))

    let outcome = await capture {
      try await transport.send(
        HTTPRequest(method: .post, path: "/v1/me/tickets/T-0001/check-in", body: Data("{}".utf8)))
    }

    #expect(
      server.requestLines == [
        "GET /v1/me/tickets HTTP/1.1", "POST /v1/me/tickets/T-0001/check-in HTTP/1.1",
      ])
    #expect(
      outcome.error as? APIClientError
        == .unreachable(
          reason: "http://127.0.0.1:\(server.port)/v1/me/tickets/T-0001/check-in: "
            + "the connection closed before a whole answer arrived"))
  }

  @Test("idempotent requests share one kept-alive connection")
  func idempotentRequestsReuseTheConnection() async throws {
    let server = try ScriptedHTTPServer { _ in .answer(Self.okay) }
    defer { server.stop() }
    let transport = try Self.transport(server)
    for _ in 0..<3 {
      #expect(
        try await transport.send(HTTPRequest(method: .get, path: "/v1/timetable")).status == .ok)
    }
    #expect(server.connectionCount == 1)
  }

  @Test("each POST has a connection of its own")
  func eachPostHasItsOwnConnection() async throws {
    let server = try ScriptedHTTPServer { _ in .answer(Self.okay) }
    defer { server.stop() }
    let transport = try Self.transport(server)
    for _ in 0..<3 {
      let request = HTTPRequest(method: .post, path: "/v1/me/tickets", body: Data("{}".utf8))
      #expect(try await transport.send(request).status == .ok)
    }
    #expect(server.connectionCount == 3)
  }

  @Test(
    "an answer that never ends, or announces more than the limit, is abandoned as too large",
    arguments: [
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n",
    ])
  func anEndlessAnswerIsTooLarge(head: String) async throws {
    let server = try ScriptedHTTPServer { _ in .endless(head: head) }
    defer { server.stop() }
    let transport = try Self.transport(server, maximumResponseSize: 1 << 20)

    let outcome = await capture {
      try await transport.send(HTTPRequest(method: .get, path: "/v1/timetable"))
    }

    #expect(
      outcome.error as? APIClientError
        == .responseTooLarge(
          reason: "http://127.0.0.1:\(server.port)/v1/timetable: over 1048576 bytes"))
  }

  @Test("an answer of exactly the limit is read whole")
  func anAnswerOfTheLimitIsRead() async throws {
    let body = String(repeating: "x", count: 4096)
    let server = try ScriptedHTTPServer { _ in
      .answer("HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
    }
    defer { server.stop() }
    let transport = try Self.transport(server, maximumResponseSize: 4096)
    let response = try await transport.send(HTTPRequest(method: .get, path: "/v1/timetable"))
    #expect(response.body == Data(body.utf8))
  }

  @Test(
    "a body announced over the limit is refused on its head, before any of it arrives",
    .timeLimit(.minutes(1)), arguments: ["10737418240", "99999999", "1048577"])
  func anAnnouncedLargeBodyIsRefusedOnItsHead(contentLength: String) async throws {
    // The server sends the head and then nothing: only the head can end the exchange before
    // the transport's timeout, far beyond the test's time limit (the disposition URLSession
    // is given is ignored on Linux: it went on waiting for the body).
    let server = try ScriptedHTTPServer { _ in
      .stall(head: "HTTP/1.1 200 OK\r\nContent-Length: \(contentLength)\r\n\r\n")
    }
    defer { server.stop() }
    let transport = try Self.transport(server, maximumResponseSize: 1 << 20, timeout: 600)

    let outcome = await capture {
      try await transport.send(HTTPRequest(method: .get, path: "/schedule.xml"))
    }

    #expect(
      outcome.error as? APIClientError
        == .responseTooLarge(
          reason: "http://127.0.0.1:\(server.port)/schedule.xml: over 1048576 bytes"))
  }

  @Test(
    "an HTTP authentication challenge is the answer, at once", .timeLimit(.minutes(1)),
    arguments: [
      #"Basic realm="programme""#, "Basic", #"Digest realm="x", nonce="abc", qop="auth""#,
      "Negotiate", #"Bearer error="invalid_token""#, "NTLM",
    ])
  func anAuthenticationChallengeIsTheAnswer(challenge: String) async throws {
    let body = #"{"error":{"code":"unauthorized","message":"Log in."}}"#
    let server = try ScriptedHTTPServer { _ in
      .answer(
        "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: \(challenge)\r\n"
          + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
    }
    defer { server.stop() }
    let transport = try Self.transport(server, timeout: 20)

    let response = try await transport.send(HTTPRequest(method: .get, path: "/v1/me"))

    #expect(response.status.rawValue == 401)
    #expect(response.headers["WWW-Authenticate"] == challenge)
    #expect(response.body == Data(body.utf8))
    #expect(server.requestLines == ["GET /v1/me HTTP/1.1"])
  }

  @Test("a proxy's demand for a login (407) is the answer, at once", .timeLimit(.minutes(1)))
  func aProxyChallengeIsTheAnswer() async throws {
    let server = try ScriptedHTTPServer { _ in
      .answer(
        "HTTP/1.1 407 Proxy Authentication Required\r\n"
          + "Proxy-Authenticate: Basic realm=\"proxy\"\r\nContent-Length: 0\r\n\r\n")
    }
    defer { server.stop() }
    let transport = try Self.transport(server, timeout: 20)

    let response = try await transport.send(HTTPRequest(method: .get, path: "/schedule.xml"))

    #expect(response.status.rawValue == 407)
    #expect(response.headers["Proxy-Authenticate"] == #"Basic realm="proxy""#)
  }

  @Test("a redirect is followed to an http address, relative or absolute")
  func aRedirectIsFollowed() async throws {
    let server = try ScriptedHTTPServer { line in
      if line.hasPrefix("GET /old ") { return .answer(Self.redirect(to: "new")) }
      if line.hasPrefix("GET /new ") { return .answer(Self.redirect(to: "/final?x=1")) }
      return .answer(Self.okay)
    }
    defer { server.stop() }
    let transport = try Self.transport(server)

    let response = try await transport.send(HTTPRequest(method: .get, path: "/old"))

    #expect(response.body == Data("{}".utf8))
    #expect(
      server.requestLines == [
        "GET /old HTTP/1.1", "GET /new HTTP/1.1", "GET /final?x=1 HTTP/1.1",
      ])
  }

  @Test(
    "a redirect to another kind of address is refused in plain words, and not sent",
    arguments: [
      ("file:///etc/passwd", "a non-web address (file:)"),
      ("ftp://127.0.0.1/schedule.xml", "a non-web address (ftp:)"),
      ("data:text/plain,hello", "a non-web address (data:)"),
      ("javascript:alert(1)", "a non-web address (javascript:)"),
    ])
  func aRedirectToAnotherSchemeIsRefused(location: String, named: String) async throws {
    // URLSession on Linux turned `file:///etc/passwd` into `/etc/passwd` on the same server,
    // and asked for it again and again until its limit of 20 ("URL error -1007").
    let server = try ScriptedHTTPServer { _ in .answer(Self.redirect(to: location)) }
    defer { server.stop() }
    let transport = try Self.transport(server)

    let outcome = await capture {
      try await transport.send(HTTPRequest(method: .get, path: "/schedule.xml"))
    }

    #expect(
      outcome.error as? APIClientError
        == .redirectRefused(
          reason: "http://127.0.0.1:\(server.port)/schedule.xml redirects to \(named), which "
            + "is not followed (only http and https addresses are)"))
    #expect(server.requestLines == ["GET /schedule.xml HTTP/1.1"])
  }

  @Test("a redirect loop is refused when it comes back, not after twenty requests")
  func aRedirectLoopIsRefused() async throws {
    let server = try ScriptedHTTPServer { line in
      .answer(Self.redirect(to: line.hasPrefix("GET /a ") ? "/b" : "/a"))
    }
    defer { server.stop() }
    let transport = try Self.transport(server)

    let outcome = await capture {
      try await transport.send(HTTPRequest(method: .get, path: "/a"))
    }

    let base = "http://127.0.0.1:\(server.port)"
    #expect(
      outcome.error as? APIClientError
        == .redirectRefused(reason: "\(base)/a redirects in a loop (back to \(base)/a)"))
    #expect(server.requestLines == ["GET /a HTTP/1.1", "GET /b HTTP/1.1"])
  }

  @Test("more than ten redirects are refused")
  func tooManyRedirectsAreRefused() async throws {
    let server = try ScriptedHTTPServer { line in
      let number = Int(line.split(separator: " ")[1].dropFirst("/r".count)) ?? 0
      return .answer(Self.redirect(to: "/r\(number + 1)"))
    }
    defer { server.stop() }
    let transport = try Self.transport(server)

    let outcome = await capture {
      try await transport.send(HTTPRequest(method: .get, path: "/r0"))
    }

    #expect(
      outcome.error as? APIClientError
        == .redirectRefused(
          reason: "http://127.0.0.1:\(server.port)/r0 redirects more than 10 times"))
    #expect(server.requestLines == (0...10).map { "GET /r\($0) HTTP/1.1" })
  }

  @Test(
    "a request with a login or a body is never redirected to another server",
    arguments: [
      HTTPRequest(method: .get, path: "/v1/me", headers: ["Authorization": "Bearer secret"]),
      HTTPRequest(method: .post, path: "/v1/auth/login", body: Data(#"{"password":"p"}"#.utf8)),
    ])
  func credentialsStayWithTheirServer(request: HTTPRequest) async throws {
    let elsewhere = try ScriptedHTTPServer { _ in .answer(Self.okay) }
    defer { elsewhere.stop() }
    let server = try ScriptedHTTPServer { _ in
      .answer(
        "HTTP/1.1 307 Temporary Redirect\r\nLocation: http://127.0.0.1:\(elsewhere.port)/x"
          + "\r\nContent-Length: 0\r\n\r\n")
    }
    defer { server.stop() }
    let transport = try Self.transport(server)

    let outcome = await capture { try await transport.send(request) }

    #expect(
      outcome.error as? APIClientError
        == .redirectRefused(
          reason: "http://127.0.0.1:\(server.port)\(request.target) redirects to another "
            + "server (http://127.0.0.1:\(elsewhere.port)), which the request's login or body "
            + "is not sent to"))
    #expect(elsewhere.requestLines.isEmpty)
  }

  @Test("a request with a login follows a redirect on its own server")
  func credentialsFollowARedirectOnTheirServer() async throws {
    let server = try ScriptedHTTPServer { line in
      line.hasPrefix("GET /v1/me ") ? .answer(Self.redirect(to: "/v2/me")) : .answer(Self.okay)
    }
    defer { server.stop() }
    let transport = try Self.transport(server)

    let response = try await transport.send(
      HTTPRequest(method: .get, path: "/v1/me", headers: ["Authorization": "Bearer secret"]))

    #expect(response.status == .ok)
    #expect(server.requestLines == ["GET /v1/me HTTP/1.1", "GET /v2/me HTTP/1.1"])
  }

  private static func redirect(to location: String) -> String {
    "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n"
  }
}

/// The result of `body`, as a value.
private func capture<T>(_ body: () async throws -> T) async -> Result<T, any Error> {
  do {
    return .success(try await body())
  } catch {
    return .failure(error)
  }
}

extension Result {
  fileprivate var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
