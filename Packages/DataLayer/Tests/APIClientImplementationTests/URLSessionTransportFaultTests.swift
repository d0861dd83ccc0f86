import APIClient
import Foundation
import HTTPTypes
import Testing

@testable import APIClientImplementation

/// URLSessionTransport against servers that misbehave: one that applies a request and drops
/// the connection, and ones whose answer never ends or announces more than the limit.
@Suite("URLSessionTransport against misbehaving servers")
struct URLSessionTransportFaultTests {
  private static let okay =
    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"

  private static func transport(
    _ server: ScriptedHTTPServer, maximumResponseSize: Int = 16 << 20
  ) throws -> URLSessionTransport {
    URLSessionTransport(
      baseURL: try #require(URL(string: "http://127.0.0.1:\(server.port)")),
      timeout: .seconds(60), maximumResponseSize: maximumResponseSize)
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
