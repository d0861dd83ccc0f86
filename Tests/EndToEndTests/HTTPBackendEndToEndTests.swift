import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `conf` against `conf-server` over real HTTP on 127.0.0.1 (the URLSession transport).
@Suite("conf against conf-server over HTTP")
struct HTTPBackendEndToEndTests {
  @Test("timetable, login and profile over HTTP; the cache serves after the server stops")
  func overHTTP() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let (server, url) = try await conf.startConfServer()
    conf.environment["CONF_SERVER"] = url
    let timetable = try await conf.run(["timetable", "--day", "1", "--json"])
    #expect(timetable.status == 0, "\(timetable.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(timetable.stdout.utf8))
    let sessions = try #require((object as? [String: Any])?["sessions"] as? [[String: Any]])
    #expect(sessions.count >= 20)

    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    let profile = try await conf.run(["profile"])
    #expect(profile.status == 0)
    #expect(profile.stdout.contains("ada@example.com"))

    server.terminate()
    let stopped = try await server.wait()
    #expect(
      !stopped.stdout.contains("analytical-engine") && !stopped.stderr.contains("analytical-engine")
    )
    let offline = try await conf.run(["timetable", "--day", "1"])
    #expect(offline.status == 0)
    #expect(offline.stderr.hasPrefix("Warning: "))
  }

  @Test("a programme command makes only the requests for its data, logged in: no account check")
  func programmeCommandsMakeOneRequest() async throws {
    var conf = try ConfRunner()
    defer { conf.cleanUp() }
    let (server, url) = try await conf.startConfServer()
    defer {
      server.terminate()
      _ = try? server.waitBlocking()
    }
    conf.environment["CONF_SERVER"] = url
    let login = try await conf.run(
      ["login", "--email", "ada@example.com", "--password-stdin"], input: "analytical-engine\n")
    #expect(login.status == 0, "\(login.stderr)")
    let before = Self.requestLines(server.errorSoFar)
    // The first day fetched live brings the others (1 and 3, after the conference's days;
    // the log shows paths without queries), once, so that every day answers offline later.
    // The timetable also reads the bookmarks it marks (★), then the conference's description
    // (the line counting its sessions without a time); a search reads the conference's days
    // (to say which were searched), and finds every day saved already.
    let expected: [([String], [String])] = [
      (
        ["timetable", "--day", "2"],
        [
          "GET /v1/timetable", "GET /v1/conference", "GET /v1/timetable", "GET /v1/timetable",
          "GET /v1/me/bookmarks", "GET /v1/conference",
        ]
      ),
      (
        ["timetable", "--day", "2"],
        ["GET /v1/timetable", "GET /v1/me/bookmarks", "GET /v1/conference"]
      ),
      (["session", "201"], ["GET /v1/sessions/201"]),
      (["search", "swift"], ["GET /v1/sessions", "GET /v1/conference"]),
    ]
    for (arguments, paths) in expected {
      let logged = Self.requestLines(server.errorSoFar).count
      let result = try await conf.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let requests = Array(Self.requestLines(server.errorSoFar).dropFirst(logged))
      #expect(
        requests.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == paths,
        "\(arguments) made \(requests)")
      #expect(
        requests.allSatisfy {
          !$0.hasPrefix("GET /v1/me ") && !$0.contains("/v1/me/phone") && !$0.contains("/v1/auth")
        })
    }
    #expect(before.contains { $0.hasPrefix("POST /v1/auth/login") })
  }

  /// The access-log lines (`METHOD /path STATUS`) in conf-server's standard error, without
  /// the analytics uploads that follow each command (this test is about the requests for data).
  private static func requestLines(_ log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter {
      ["GET ", "POST ", "PUT ", "DELETE "].contains(where: $0.hasPrefix)
        && !$0.hasPrefix("POST /v1/analytics/events")
    }
  }
}
