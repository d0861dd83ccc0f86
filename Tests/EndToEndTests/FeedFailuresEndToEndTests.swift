import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A conference's published programme that fails, through the built binary and servers on
/// 127.0.0.1: each failure is decided as soon as it can be known and said in one line that
/// names the website or the file, never the conference backend; a refresh that fails, whatever
/// the reason, shows the saved copy with one warning (and `warning` in `--json`).
@Suite("A published programme that fails")
struct FeedFailuresEndToEndTests {
  /// A server whose answer the test switches: the fixture programme, or a failure.
  final class SwitchingServer: Sendable {
    enum Mode: Sendable {
      case programme, htmlPage, serverError, notFound, basicLogin, redirectLoop
    }

    /// The mode, shared with the server's handler.
    private final class Current: Sendable {
      let mode = Mutex(Mode.programme)
    }

    private let current = Current()
    let server: LoopbackHTTPServer

    init() throws {
      let current = current
      let programme = ProgrammeFeedFixtures.xml()
      server = try LoopbackHTTPServer { _ in
        Array(Self.answer(current.mode.withLock { $0 }, programme: programme).utf8)
      }
    }

    var url: String { server.url + "/schedule.xml" }

    func switchTo(_ next: Mode) {
      current.mode.withLock { $0 = next }
    }

    private static func answer(_ mode: Mode, programme: String) -> String {
      func page(_ status: String, _ headers: String = "", _ body: String = "") -> String {
        "HTTP/1.1 \(status)\r\n\(headers)Content-Length: \(body.utf8.count)\r\n"
          + "Connection: close\r\n\r\n\(body)"
      }
      return switch mode {
      case .programme: page("200 OK", "Content-Type: application/xml\r\n", programme)
      case .htmlPage:
        page("200 OK", "Content-Type: text/html\r\n", "<!DOCTYPE html><html>Down</html>")
      case .serverError: page("500 Internal Server Error")
      case .notFound: page("404 Not Found")
      case .basicLogin: page("401 Unauthorized", "WWW-Authenticate: Basic realm=\"x\"\r\n")
      case .redirectLoop: page("302 Found", "Location: /schedule.xml\r\n")
      }
    }

    deinit { server.stop() }
  }

  private static func runner(timeout: Int = 30) throws -> ConfRunner {
    try ConfRunner(extraEnvironment: [
      "CONF_NOW": "2026-02-07T08:00:00+01:00", "CONF_TIMEOUT": String(timeout),
    ])
  }

  /// The lines of `text` that start with `prefix`.
  private static func lines(_ text: String, startingWith prefix: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.hasPrefix(prefix) }
  }

  @Test(
    "a source asking for a login or redirecting badly is refused at once, saying what to do",
    arguments: [
      (
        "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"x\"\r\n",
        "the server asks for a login (HTTP Basic authentication), which conf does not give: "
          + "download the programme yourself and add the file"
      ),
      (
        "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Negotiate\r\n",
        "the server asks for a login (HTTP Negotiate authentication)"
      ),
      (
        "HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n",
        "a proxy on the way asks for a login (407 Proxy Authentication Required, HTTP Basic "
          + "authentication): give the proxy's user name and password in https_proxy"
      ),
      (
        "HTTP/1.1 302 Found\r\nLocation: /schedule.xml\r\n",
        "/schedule.xml redirects in a loop"
      ),
      (
        "HTTP/1.1 302 Found\r\nLocation: file:///etc/passwd\r\n",
        "/schedule.xml redirects to a non-web address (file:), which is not followed"
      ),
    ])
  func refusedAtOnce(head: String, words: String) async throws {
    let conf = try Self.runner()
    defer { conf.cleanUp() }
    let server = try LoopbackHTTPServer(
      response: head + "Content-Length: 0\r\nConnection: close\r\n\r\n")
    defer { server.stop() }
    let before = try await conf.run(["conferences", "--json"])

    let added = try await conf.run(["conference", "add", server.url + "/schedule.xml"])

    #expect(added.status == 65, "\(added.stderr)")
    #expect(added.stdout == "")
    #expect(Self.lines(added.stderr, startingWith: "Error: ").count == 1, "\(added.stderr)")
    #expect(added.stderr.contains(words), "\(added.stderr)")
    #expect(!added.stderr.contains("backend"), "\(added.stderr)")
    // One request: nothing is asked again (a Basic challenge waited for CONF_TIMEOUT, a loop
    // and a file: redirect were followed twenty times).
    #expect(server.requestLines.count == 1, "\(server.requestLines)")
    #expect(try await conf.run(["conferences", "--json"]) == before)
  }

  @Test("a programme announcing 10 GB is refused on its head, not read until the deadline")
  func anAnnouncedHugeBodyIsRefusedOnItsHead() async throws {
    let conf = try Self.runner()
    defer { conf.cleanUp() }
    let server = try StallingServer(
      head: "HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\n"
        + "Content-Length: 10737418240\r\n\r\n")
    defer { server.stop() }

    let added = try await conf.run(["conference", "add", server.url + "/schedule.xml"])

    // Before, the answer was waited for until CONF_TIMEOUT: "cannot be reached".
    #expect(added.status == 65, "\(added.stderr)")
    #expect(
      added.stderr.hasPrefix(
        "Error: the programme cannot be used: the answer is too large: \(server.url)"
          + "/schedule.xml: over 8388608 bytes\n"),
      "\(added.stderr)")
  }

  @Test("a folder, a device or a file over 8 MiB is refused as what it is")
  func unusableFiles() async throws {
    let conf = try Self.runner()
    defer { conf.cleanUp() }
    let folder = conf.home.appendingPathComponent("feeds")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let large = folder.appendingPathComponent("large.xml").path
    #expect(FileManager.default.createFile(atPath: large, contents: nil))
    #expect(truncate(large, 10 << 30) == 0)

    for (source, words) in [
      (folder.path, "\(folder.path) is not a regular file"),
      ("/dev/zero", "/dev/zero is not a regular file"),
      (large, "\(large) is larger than 8 MiB, so it is not read as a schedule"),
    ] {
      let added = try await conf.run(["conference", "add", source])
      #expect(added.status == 65, "\(source): \(added.stderr)")
      #expect(
        added.stderr.hasPrefix("Error: the programme cannot be used: \(words)\n"),
        "\(source): \(added.stderr)")
      #expect(!added.stderr.contains("unreachable"), "\(source): \(added.stderr)")
      #expect(!added.stderr.contains("backend"), "\(source): \(added.stderr)")
    }
  }

  @Test("every failed or skipped refresh prints one warning naming the website, and --json says it")
  func failedRefreshesWarn() async throws {
    var conf = try Self.runner(timeout: 5)
    defer { conf.cleanUp() }
    let feed = try SwitchingServer()
    let host = feed.server.url.dropFirst("http://".count)
    let added = try await conf.run(["conference", "add", feed.url])
    #expect(added.status == 0, "\(added.stderr)")
    let cases: [(SwitchingServer.Mode, String)] = [
      (.htmlPage, "the programme at \(host) cannot be used: this is an HTML page, not a schedule"),
      (
        .serverError,
        "\(host) failed: HTTP 500 http_500: the feed answered 500 Internal Server Error instead "
          + "of a schedule"
      ),
      (.notFound, "the programme at \(host) cannot be used: GET \(feed.url) was not found"),
      (
        .basicLogin,
        "the programme at \(host) cannot be used: the server refused the request (401 http_401): "
          + "the server asks for a login (HTTP Basic authentication)"
      ),
      (.redirectLoop, "the programme at \(host) cannot be used: \(feed.url) redirects in a loop"),
    ]
    for (hour, (mode, words)) in zip(10..., cases) {
      feed.switchTo(mode)
      // Due: the copy is an hour old (CONF_FEED_MAX_AGE is 15 minutes).
      conf.environment["CONF_NOW"] = "2026-02-07T\(hour):00:00+01:00"
      let text = try await conf.run(["timetable", "1"])
      #expect(text.status == 0, "\(mode): \(text.stderr)")
      #expect(text.stdout.hasPrefix("Day 1, 2026-02-07"), "\(mode): \(text.stdout)")
      let warnings = Self.lines(text.stderr, startingWith: "Warning: ")
      #expect(warnings.count == 1, "\(mode): \(text.stderr)")
      #expect(
        warnings.first?.hasPrefix("Warning: \(words)") == true, "\(mode): \(text.stderr)")
      #expect(!text.stderr.contains("backend"), "\(mode): \(text.stderr)")

      // Five minutes later: skipped as not due, or fetched again, and said either way.
      conf.environment["CONF_NOW"] = "2026-02-07T\(hour):05:00+01:00"
      let json = try await conf.run(["timetable", "1", "--json"])
      #expect(json.status == 0, "\(mode): \(json.stderr)")
      #expect(json.stdout.contains(#""source": "cache""#), "\(mode)")
      #expect(json.stdout.contains(#""warning": ""#), "\(mode): \(json.stdout.prefix(400))")
      #expect(Self.lines(json.stderr, startingWith: "Warning: ").count == 1, "\(mode)")
    }

    feed.switchTo(.programme)
    conf.environment["CONF_NOW"] = "2026-02-07T16:00:00+01:00"
    let fresh = try await conf.run(["timetable", "1", "--json"])
    #expect(fresh.status == 0, "\(fresh.stderr)")
    #expect(fresh.stderr == "")
    #expect(fresh.stdout.contains(#""source": "network""#))
    #expect(!fresh.stdout.contains(#""warning""#))
  }
}

/// A server on 127.0.0.1 that answers every request with `head` and then nothing, until the
/// client goes away.
private final class StallingServer: Sendable {
  let port: Int
  var url: String { "http://127.0.0.1:\(port)" }
  private let socket: Int32

  init(head: String) throws {
    let socket = Glibc.socket(
      AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EMFILE) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && listen(socket, 16) == 0
          && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    self.socket = socket
    port = Int(UInt16(bigEndian: address.sin_port))
    let bytes = Array(head.utf8)
    Thread {
      while true {
        let connection = accept(socket, nil, nil)
        guard connection >= 0 else { return }
        Thread {
          defer { close(connection) }
          var buffer = [UInt8](repeating: 0, count: 4096)
          guard buffer.withUnsafeMutableBytes({ recv(connection, $0.baseAddress, $0.count, 0) }) > 0
          else { return }
          _ = bytes.withUnsafeBytes {
            send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
          }
          // Until the client closes the connection.
          while buffer.withUnsafeMutableBytes({ recv(connection, $0.baseAddress, $0.count, 0) }) > 0
          {}
        }.start()
      }
    }.start()
  }

  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }
}
