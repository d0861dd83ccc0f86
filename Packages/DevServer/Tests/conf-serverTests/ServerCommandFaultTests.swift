import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("conf-server: --fault and the access log")
struct ServerCommandFaultTests {
  private static func start(_ arguments: [String]) async throws -> (ServerProcess, UInt16) {
    let server = try ServerProcess(arguments: ["--port", "0", "--data", ":memory:"] + arguments)
    let line = try await server.firstLine()
    let port = try #require(UInt16(line.dropFirst("listening on http://127.0.0.1:".count)))
    return (server, port)
  }

  private static let session =
    "GET /v1/sessions/101 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"

  @Test("error-rate=1 answers every request 503 with Retry-After: 1")
  func errorRate() async throws {
    let (server, port) = try await Self.start(["--fault", "error-rate=1"])
    defer { server.send(SIGTERM) }
    let answer = try await ServerProcess.exchange(Self.session, port: port)
    let body =
      #"{"error":{"code":"service_unavailable","message":"The backend is unavailable (injected fault). Try again."}}"#
    #expect(
      answer
        == "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\n"
        + "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.utf8.count)"
        + "\r\nConnection: close\r\n\r\n\(body)")
  }

  @Test("drop-rate=1 closes every connection without an answer, and logs nothing")
  func dropRate() async throws {
    let (server, port) = try await Self.start(["--fault", "drop-rate=1"])
    #expect(try await ServerProcess.exchange(Self.session, port: port) == "")
    server.send(SIGTERM)
    #expect(try await server.finish() == ProcessOutcome(status: 0, stdout: "", stderr: ""))
  }

  @Test("a seeded error rate fails the same requests in every run")
  func seeded() async throws {
    func statuses() async throws -> [String] {
      let (server, port) = try await Self.start(["--fault", "error-rate=0.5,seed=7"])
      defer { server.send(SIGTERM) }
      var lines: [String] = []
      for _ in 0..<10 {
        let answer = try await ServerProcess.exchange(Self.session, port: port)
        lines.append(answer.components(separatedBy: "\r\n")[0])
      }
      return lines
    }
    let first = try await statuses()
    #expect(first == (try await statuses()))
    #expect(Set(first) == ["HTTP/1.1 200 OK", "HTTP/1.1 503 Service Unavailable"])
  }

  // How long --fault latency makes the backend wait is checked in process, through a recorded
  // sleep (ServerCommandBackendTests); here the running server answers with it.
  @Test("a server with --fault latency answers")
  func latency() async throws {
    let (server, port) = try await Self.start(["--fault", "latency=50"])
    defer { server.send(SIGTERM) }
    let answer = try await ServerProcess.exchange(Self.session, port: port)
    #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
  }

  @Test(
    "a bad --fault is a usage error",
    arguments: [
      (
        "latency=-1",
        "'latency=-1' is not valid for '--fault': latency is whole milliseconds "
          + "from 0 to 60000."
      ),
      (
        "error-rate=1.5",
        "'error-rate=1.5' is not valid for '--fault': a rate is a number from "
          + "0 to 1."
      ),
      (
        "drop-rate",
        "'drop-rate' is not a fault for '--fault'; use latency=<ms>, "
          + "error-rate=<p>, drop-rate=<p> or seed=<n>."
      ),
      (
        "jitter=3",
        "'jitter' is not a fault for '--fault'; use latency=<ms>, error-rate=<p>, "
          + "drop-rate=<p> or seed=<n>."
      ),
      (
        "seed=x",
        "'seed=x' is not valid for '--fault': a seed is a whole number from 0 to "
          + "18446744073709551615."
      ),
    ])
  func badFault(value: String, message: String) async throws {
    let outcome = try await ServerProcess.run(["--fault", value])
    #expect(
      outcome
        == ProcessOutcome(
          status: 64, stdout: "", stderr: "Error: \(message) See 'conf-server --help'.\n"))
  }

  @Test("the access log escapes control characters in paths: no forged lines, no raw ESC")
  func logEscaping() async throws {
    let (server, port) = try await Self.start([])
    _ = try await ServerProcess.exchange(
      "GET /v1/a%0AGET%20/v1/me%20200%0D%1B%5B2J%09%E2%80%AE%5Cz%C3%A9 HTTP/1.1\r\nHost: x\r\n"
        + "Connection: close\r\n\r\n",
      port: port)
    server.send(SIGTERM)
    let outcome = try await server.finish()
    #expect(
      outcome.stderr
        == #"GET /v1/a\nGET\x20/v1/me\x20200\r\x1B[2J\t\u{202E}\\zé 404"# + "\n")
  }
}
