import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("conf-server, run as a process")
struct ServerCommandTests {
  @Test("--help prints the help to stdout and exits 0", arguments: ["--help", "-h"])
  func help(flag: String) async throws {
    let outcome = try await ServerProcess.run([flag])
    #expect(
      outcome
        == ProcessOutcome(
          status: 0,
          stdout: """
            OVERVIEW: Serve the Swift Harbour 2027 conference backend over HTTP on 127.0.0.1.

            USAGE: conf-server [--port <port>] [--data <path>]
                               [--token-lifetime <seconds>] [--now <instant>]
                               [--fault <faults>]

            OPTIONS:
              --port <port>           The port to listen on; 0 picks a free one. (default: 8080)
              --data <path>           The SQLite file, created (mode 0600) and seeded when
                                      missing. An existing file must be a conf-server
                                      database of yours that only you can write, and not a
                                      symbolic link; anything else is refused untouched.
                                      (default: a new private temporary folder, removed on
                                      exit)
              --token-lifetime <seconds>
                                      Access-token lifetime in seconds, fractions allowed.
                                      (default: 900)
              --now <instant>         ISO 8601 instant the server treats as its start time,
                                      for example 2027-03-10T09:00:00+09:00; the clock runs
                                      on from there. (default: the system clock)
              --fault <faults>        Inject faults to test clients, as a comma-separated
                                      list of:
                                        latency=<ms>     delay every answer
                                        error-rate=<p>   answer 503 with Retry-After: 1
                                                         with probability p (0 to 1)
                                        drop-rate=<p>    close the connection without an
                                                         answer, the request unhandled,
                                                         with probability p
                                        seed=<n>         make the draws repeatable
                                      for example --fault latency=200,error-rate=0.2.
                                      (default: no faults)
              -h, --help              Show help information.

            Prints "listening on http://127.0.0.1:<port>" once ready; SIGINT or SIGTERM stop it.

            """,
          stderr: ""))
  }

  @Test(
    "a bad command line prints one Error line to stderr and exits 64",
    arguments: [
      (["--bogus"], "unknown option '--bogus'."),
      (["--port", "http"], "'http' is not a port for '--port'; use 0 to 65535."),
      (["--port=70000"], "'70000' is not a port for '--port'; use 0 to 65535."),
      (["--port"], "missing value for '--port'."),
      (
        ["--token-lifetime", "0"],
        "'0' is not a lifetime for '--token-lifetime'; use seconds, more than 0."
      ),
      (
        ["--now", "tomorrow"],
        "'tomorrow' is not an ISO 8601 instant for '--now', for example "
          + "2027-03-10T09:00:00+09:00."
      ),
      (["--data", ""], "'--data' needs a file path."),
      (["extra"], "unexpected argument 'extra'."),
    ])
  func badFlags(arguments: [String], message: String) async throws {
    let outcome = try await ServerProcess.run(arguments)
    #expect(
      outcome
        == ProcessOutcome(
          status: 64, stdout: "", stderr: "Error: \(message) See 'conf-server --help'.\n"))
  }

  @Test(
    "serves the backend on the reported port and stops cleanly on a signal",
    arguments: [SIGTERM, SIGINT])
  func serves(signal: Int32) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("conf-server-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ServerProcess(
      arguments: ["--port", "0", "--now", "2027-03-10T09:00:00+09:00"],
      temporaryDirectory: folder.path)
    let line = try await server.firstLine()
    let port = try #require(
      line.hasPrefix("listening on http://127.0.0.1:") ? UInt16(line.dropFirst(30)) : nil)
    let answer = try await ServerProcess.exchange(
      "GET /v1/sessions/999 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", port: port)
    let body = #"{"error":{"code":"session_not_found","message":"There is no session 999."}}"#
    #expect(
      answer
        == "HTTP/1.1 404 Not Found\r\nContent-Type: application/json; charset=utf-8\r\n"
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
    let temporary = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(temporary.count == 1 && temporary[0].hasPrefix("conf-server-"))
    let privateFolder = folder.appendingPathComponent(temporary[0]).path
    #expect(try Self.mode(of: privateFolder) == 0o700)
    let files = try FileManager.default.contentsOfDirectory(atPath: privateFolder).sorted()
    #expect(files == ["conf.sqlite", "conf.sqlite-shm", "conf.sqlite-wal"])
    #expect(
      try files.map { try Self.mode(of: privateFolder + "/" + $0) }
        == Array(repeating: 0o600, count: 3))
    server.send(signal)
    let outcome = try await server.finish()
    #expect(
      outcome == ProcessOutcome(status: 0, stdout: "", stderr: "GET /v1/sessions/999 404\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test("a port in use is reported and exits 69")
  func portInUse() async throws {
    let first = try ServerProcess(arguments: ["--port", "0", "--data", ":memory:"])
    let line = try await first.firstLine()
    let port = try #require(UInt16(line.dropFirst(30)))
    let second = try await ServerProcess.run(["--port", "\(port)", "--data", ":memory:"])
    first.send(SIGTERM)
    _ = try await first.finish()
    #expect(
      second
        == ProcessOutcome(
          status: 69, stdout: "",
          stderr: "Error: Port \(port) on 127.0.0.1 is already in use. Choose another port, "
            + "or 0 for any free one.\n"))
  }

  @Test("a database that cannot be opened is reported and exits 69")
  func unusableDatabase() async throws {
    let path = "/nonexistent-\(UUID().uuidString)/conf.sqlite"
    let outcome = try await ServerProcess.run(["--port", "0", "--data", path])
    #expect(
      outcome
        == ProcessOutcome(
          status: 69, stdout: "",
          stderr: "Error: Cannot create the database at \(path): No such file or directory. "
            + "Check that its folder exists and is writable.\n"))
  }

  /// The permission bits of the file at `path`.
  static func mode(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int)
  }
}
