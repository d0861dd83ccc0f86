import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Retries and the deadline through the built binary, against small servers in this process.
@Suite("conf retries and its deadline")
struct RetryAndTimeoutEndToEndTests {
  private static let unavailable =
    "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 0\r\n"
    + "Content-Length: 67\r\nConnection: close\r\n\r\n"
    + #"{"error":{"code":"service_unavailable","message":"Try again soon."}}"#

  @Test("a GET answered 503 is sent 4 times in all, a POST once")
  func retriesIdempotentRequestsOnly() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let server = try LoopbackHTTPServer(response: Self.unavailable)
    defer { server.stop() }
    conf.environment["CONF_SERVER"] = server.url

    let timetable = try await conf.run(["timetable", "--day", "1"])
    #expect(timetable.status == 69, "\(timetable.stderr)")
    #expect(timetable.stderr.hasPrefix("Error: the conference backend failed: HTTP 503"))
    #expect(server.requestLines == Array(repeating: "GET /v1/timetable?day=1 HTTP/1.1", count: 4))

    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 69, "\(login.stderr)")
    #expect(server.requestLines.dropFirst(4) == ["POST /v1/auth/login HTTP/1.1"])
  }

  @Test("a server that sends one byte every half second is cut off at CONF_TIMEOUT")
  func dripIsCutAtTheDeadline() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let body = String(repeating: " ", count: 200) + "{}"
    let server = try LoopbackHTTPServer(
      response: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)",
      byteInterval: .milliseconds(500))
    defer { server.stop() }
    conf.environment["CONF_SERVER"] = server.url
    conf.environment["CONF_TIMEOUT"] = "2"

    let running = try conf.start(["timetable", "--day", "1"])
    // A conf that hangs is killed after 60 s, so this test fails instead of hanging too.
    let stopHungConf = DispatchWorkItem { kill(running.pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: stopHungConf)
    let result = try await running.wait()
    stopHungConf.cancel()

    #expect(result.status == 69, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("Error: the conference backend cannot be reached"))
    // The answer takes 101 s to drip in; conf gave up on it part-way, at its deadline.
    #expect(server.bytesSent < server.responseSize)
    #expect(server.requestLines == ["GET /v1/timetable?day=1 HTTP/1.1"])
  }

  @Test("an invalid CONF_TIMEOUT is a configuration error naming the variable")
  func invalidTimeout() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    conf.environment["CONF_TIMEOUT"] = "1e3"

    let result = try await conf.run(["timetable"])

    #expect(result.status == 78)
    #expect(result.stderr.hasPrefix("Error: CONF_TIMEOUT=1e3 is not valid"))
  }
}
