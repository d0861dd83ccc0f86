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
  func retriesIdempotentRequestsOnly() throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let server = try LoopbackHTTPServer(response: Self.unavailable)
    defer { server.stop() }
    conf.environment["CONF_SERVER"] = server.url

    let timetable = try conf.run(["timetable", "--day", "1"])
    #expect(timetable.status == 69, "\(timetable.stderr)")
    #expect(timetable.stderr.hasPrefix("Error: the conference backend failed: HTTP 503"))
    #expect(server.requestLines == Array(repeating: "GET /v1/timetable?day=1 HTTP/1.1", count: 4))

    let login = try conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 69, "\(login.stderr)")
    #expect(server.requestLines.dropFirst(4) == ["POST /v1/auth/login HTTP/1.1"])
  }

  @Test("a server that sends one byte every half second is cut off at CONF_TIMEOUT")
  func dripIsCutAtTheDeadline() throws {
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

    let started = Date()
    let running = try conf.start(["timetable", "--day", "1"])
    // A conf that hangs is killed after 60 s, so this test fails instead of hanging too.
    let stopHungConf = DispatchWorkItem { kill(running.pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: stopHungConf)
    let result = try running.wait()
    stopHungConf.cancel()
    let elapsed = Date().timeIntervalSince(started)

    #expect(result.status == 69, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("Error: the conference backend cannot be reached"))
    // The answer alone would take over two minutes; the deadline ends it after 2 s.
    #expect(elapsed >= 2 && elapsed < 10, "took \(elapsed) s")
    #expect(server.requestLines == ["GET /v1/timetable?day=1 HTTP/1.1"])
  }

  @Test("an invalid CONF_TIMEOUT is a configuration error naming the variable")
  func invalidTimeout() throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    conf.environment["CONF_TIMEOUT"] = "1e3"

    let result = try conf.run(["timetable"])

    #expect(result.status == 78)
    #expect(result.stderr.hasPrefix("Error: CONF_TIMEOUT=1e3 is not valid"))
  }
}
